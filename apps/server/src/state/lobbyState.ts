/** Public lobby facts: who is here, who holds which seat, the host's options. */
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';
import { GameSchema } from './gameState.js';

export class MemberSchema extends Schema {
  @type('string') sessionId = '';
  @type('string') name = '';
  @type('boolean') ready = false;
  @type('boolean') connected = true;
  /** Gone for good: comes back only with a seat token. */
  @type('boolean') away = false;
  /** Another tab or device of the same player plays its seats. */
  @type('boolean') elsewhere = false;
}

export class SeatSchema extends Schema {
  @type('uint8') index = 0;
  /**
   * Session id of the holder; '' when free. A member that is gone keeps its seats (status
   * 'away', then 'vacant'); after a restart, under an `away:N` id until its player is back.
   */
  @type('string') holder = '';
  @type('string') name = '';
  @type('string') character = '';
  @type('string') side = 'basic';
  @type('boolean') connected = false;
  /** 'free', 'playing', 'dropped', 'away' or 'vacant' (see SeatStatus in rooms/lobby.ts). */
  @type('string') status = 'free';
  /** Someone stands in for the seat's owner, who left (it was handed on). */
  @type('boolean') standIn = false;
}

export class ConfigSchema extends Schema {
  @type('string') scenario = 'office';
  @type('boolean') randomWalls = false;
  @type('uint8') stealth = 3;
  @type('boolean') advancedSides = false;
  @type('string') assignment = 'chosen';
}

export class HeistState extends Schema {
  @type('string') code = '';
  /** 'lobby', then the engine's phase: 'setup', 'playing', 'won', 'lost'. */
  @type('string') phase = 'lobby';
  @type('string') host = '';
  /** Accepted inputs so far (the log length). */
  @type('uint32') version = 0;
  @type({ map: MemberSchema }) members = new MapSchema<MemberSchema>();
  @type([SeatSchema]) seats = new ArraySchema<SeatSchema>();
  @type(ConfigSchema) config = new ConfigSchema();
  /** The public projection of the game; absent in the lobby. */
  @type(GameSchema) game?: GameSchema;
}
