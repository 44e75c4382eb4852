/**
 * The PUBLIC projection of a game (viewFor(state, null)): everything here is known to every
 * seat and every spectator. Face-down tiles carry only their position and downstairs marker.
 */
import { ArraySchema, MapSchema, Schema, type } from '@colyseus/schema';

/** A position; floor -1 means "none" (off the board, not placed, the roof). */
export class PosSchema extends Schema {
  @type('int8') floor = -1;
  @type('int8') col = -1;
  @type('int8') row = -1;
}

export class TileSchema extends Schema {
  @type('uint8') floor = 0;
  @type('uint8') col = 0;
  @type('uint8') row = 0;
  @type('boolean') revealed = false;
  @type('boolean') downstairs = false;
  /** '' while face down. */
  @type('string') kind = '';
  /** 0 while face down. */
  @type('uint8') num = 0;
  @type('boolean') alarm = false;
  @type('uint8') hack = 0;
  @type('uint8') dice = 0;
  @type('boolean') open = false;
  @type([PosSchema]) cracked = new ArraySchema<PosSchema>();
  @type('uint8') stealth = 0;
  @type('boolean') crowbar = false;
  @type('boolean') labTaken = false;
  @type('uint8') attempts = 0;
  @type(['string']) tools = new ArraySchema<string>();
  @type(['string']) loot = new ArraySchema<string>();
}

export class WallSchema extends Schema {
  @type(PosSchema) a = new PosSchema();
  @type(PosSchema) b = new PosSchema();
}

export class GuardSchema extends Schema {
  @type('uint8') floor = 0;
  @type('boolean') placed = false;
  @type(PosSchema) at = new PosSchema();
  @type(PosSchema) dest = new PosSchema();
  @type('uint8') speed = 0;
  @type('uint8') points = 0;
  @type('uint8') deckSize = 0;
  @type([PosSchema]) discard = new ArraySchema<PosSchema>();
  @type('uint8') removedCount = 0;
  @type('boolean') donuts = false;
}

export class PlayerSchema extends Schema {
  @type('uint8') seat = 0;
  @type('string') name = '';
  @type('string') character = '';
  @type('string') side = 'basic';
  @type(PosSchema) at = new PosSchema();
  @type('boolean') entered = false;
  @type('boolean') escaped = false;
  @type('uint8') stealth = 0;
  @type(['string']) tools = new ArraySchema<string>();
  @type(['string']) loot = new ArraySchema<string>();
  @type('uint8') laptop = 0;
  @type('uint8') carriedAlarms = 0;
}

export class TurnSchema extends Schema {
  @type('uint8') seat = 0;
  @type('uint16') number = 0;
  @type('uint8') allowance = 0;
  @type('uint8') used = 0;
  @type('uint8') remaining = 0;
  @type('boolean') actionsOver = false;
  @type({ map: 'number' }) flags = new MapSchema<number>();
}

export class InFrontSchema extends Schema {
  @type('uint8') seat = 0;
  @type('string') card = '';
}

export class DecksSchema extends Schema {
  @type('uint8') event = 0;
  @type(['string']) eventDiscard = new ArraySchema<string>();
  @type('uint8') tool = 0;
  @type(['string']) toolDiscard = new ArraySchema<string>();
  @type('uint8') loot = 0;
  @type('boolean') goldBarAside = false;
  @type([InFrontSchema]) inFront = new ArraySchema<InFrontSchema>();
}

export class EffectsSchema extends Schema {
  @type(['uint8']) emp = new ArraySchema<number>();
  @type(['uint8']) videoLoop = new ArraySchema<number>();
  @type(['uint8']) timeLock = new ArraySchema<number>();
  @type(['uint8']) gymnastics = new ArraySchema<number>();
  @type('boolean') invisibleSuit = false;
  @type('boolean') espresso = false;
  @type('boolean') daydreaming = false;
  @type('boolean') shiftChange = false;
  @type(['uint8']) headsUp = new ArraySchema<number>();
  @type(['uint8']) jumpTheGun = new ArraySchema<number>();
}

export class LinkSchema extends Schema {
  @type(PosSchema) from = new PosSchema();
  /** floor -1 when the link leads to the roof. */
  @type(PosSchema) to = new PosSchema();
  @type('boolean') roof = false;
}

/** The pending prompt as a spectator may see it (hidden cards masked, D75). */
export class PromptSchema extends Schema {
  /** '' when nothing is pending. */
  @type('string') kind = '';
  @type('int8') seat = -1;
  /** The spectator-safe prompt as JSON (its shape depends on its kind). */
  @type('string') json = '';
}

export class StatsSchema extends Schema {
  @type('uint16') actions = 0;
  @type('uint16') turns = 0;
  @type('uint16') alarms = 0;
  @type('uint16') stealthLost = 0;
  @type('uint16') tilesRevealed = 0;
  @type('uint16') safesOpened = 0;
}

/** One public domain event of the bounded log tail, for late joiners and reconnects. */
export class LogEntrySchema extends Schema {
  @type('uint32') seq = 0;
  @type('uint32') version = 0;
  @type('string') type = '';
  @type('string') json = '';
}

export class GameSchema extends Schema {
  @type('string') scenario = '';
  @type('string') phase = '';
  @type('string') outcome = 'playing';
  @type('string') lossReason = '';
  @type('uint8') cols = 0;
  @type('uint8') rows = 0;
  @type('uint8') floors = 0;
  /** The Fort Knox void cell; floor -1 when the board has none. */
  @type(PosSchema) void = new PosSchema();
  @type([TileSchema]) tiles = new ArraySchema<TileSchema>();
  @type([WallSchema]) walls = new ArraySchema<WallSchema>();
  @type([GuardSchema]) guards = new ArraySchema<GuardSchema>();
  @type([PlayerSchema]) players = new ArraySchema<PlayerSchema>();
  @type(TurnSchema) turn = new TurnSchema();
  @type(DecksSchema) decks = new DecksSchema();
  @type(EffectsSchema) effects = new EffectsSchema();
  @type(PosSchema) entrance = new PosSchema();
  @type(PosSchema) crow = new PosSchema();
  @type(PosSchema) kitty = new PosSchema();
  @type([LinkSchema]) links = new ArraySchema<LinkSchema>();
  @type(PromptSchema) prompt = new PromptSchema();
  /** The current seat may undo its last input. */
  @type('boolean') canUndo = false;
  @type(StatsSchema) stats = new StatsSchema();
  @type([LogEntrySchema]) log = new ArraySchema<LogEntrySchema>();
}
