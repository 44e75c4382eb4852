/**
 * Spies against security (ASYMMETRIC.md, A-R16.5) as a game of the platform's room
 * (platform/GameRoom.ts): its engine, its seats (security and one to three spies, each held or
 * played by the engine's bot at a level: spyLobby.ts), its inputs and bot modes, its publication
 * (spiesSession.ts: what each side may know, held spy windows), and its stored records.
 */
import { createHash } from 'node:crypto';
import {
  type Action,
  type AsymEvent,
  type AsymSetup,
  type AsymState,
  spiesEngine,
} from '@safecrackers/asym-rules';
import { asymActionSchema, SPY_ROOM_NAME, SpyMessage, spyMessageSchemas } from '@safecrackers/protocol';
import { spyLobbyShape } from '@safecrackers/protocol/state';
import { type GameModule, gameMessage } from '../../platform/gameModule.js';
import { membersWire } from '../../platform/lobbyWire.js';
import { SpiesSession } from './spiesSession.js';
import { OLD_GAME_BOT_LEVEL, readSpyBotLevels } from './spyBotLevels.js';
import { readBotModes, SpyLobby, type StoredSpySetup, sideOf } from './spyLobby.js';
import { spySeatOf } from './spyOutbox.js';

export interface SpiesTypes {
  stored: StoredSpySetup;
  setup: AsymSetup;
  state: AsymState;
  action: Action;
  event: AsymEvent;
  seats: SpyLobby;
}

/** The engine state's hash: the restart test and operators compare it after a replay. */
export function spyStateHash(state: AsymState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16);
}

/** The engine's setup from a stored one (the bots and their levels are the room's, not the engine's). */
export function engineSetup(stored: StoredSpySetup): AsymSetup {
  const { bots: _bots, levels: _levels, ...setup } = stored;
  return setup;
}

/** A stored spies setup: the engine's (`mode: 'asym'`), with the seats' bot modes and levels. */
function readSpySetup(raw: unknown): StoredSpySetup | null {
  if (typeof raw !== 'object' || raw === null || !('mode' in raw) || raw.mode !== 'asym') return null;
  const { seed, mission, seats } = raw as Partial<AsymSetup>;
  if (typeof seed !== 'string' || mission !== 'mansion' || !Array.isArray(seats)) return null;
  const named = seats.flatMap((s) =>
    typeof s?.name === 'string' && (s.side === 'security' || s.side === 'spy')
      ? [{ name: s.name, side: s.side }]
      : [],
  );
  if (named.length !== seats.length) return null;
  const bots = 'bots' in raw && Array.isArray(raw.bots) ? raw.bots : [];
  const levels = 'levels' in raw && Array.isArray(raw.levels) ? raw.levels : [];
  return {
    mode: 'asym',
    mission,
    seed,
    seats: named,
    bots: readBotModes(bots, named.length),
    levels: readSpyBotLevels(levels, named.length, OLD_GAME_BOT_LEVEL),
  };
}

const actionMessage = spyMessageSchemas[SpyMessage.action];
const botMessage = spyMessageSchemas[SpyMessage.bot];

export const spiesGame: GameModule<SpiesTypes> = {
  kind: 'spies',
  roomName: SPY_ROOM_NAME,
  engine: spiesEngine,
  noun: 'game',
  owns: (setup, lobby) =>
    (setup as { mode?: unknown } | null)?.mode === 'asym' ||
    (lobby as { game?: unknown } | null)?.game === 'spies',
  readSetup: readSpySetup,
  readInput(raw) {
    const action = asymActionSchema.safeParse(raw.action);
    return action.success ? { seat: raw.seat, action: action.data } : null;
  },
  engineSetup,
  newSeats: () => new SpyLobby(),
  seatsFromRecord: (raw, graceMs) => SpyLobby.fromRecord(raw, graceMs),
  seatsRestored: (setup, seats, graceMs) => SpyLobby.restored(setup, setup.bots, seats, graceMs),
  lobbyShape: spyLobbyShape,
  lobbyWire: (code, seats, phase) => {
    const { lobby } = seats;
    return {
      code,
      phase,
      host: lobby.host,
      members: membersWire(lobby),
      problems: lobby.phase === 'lobby' ? seats.startProblems() : [],
      seats: lobby.seats.map((seat, index) => ({
        index,
        side: sideOf(index),
        holder: seat.holder,
        name: seat.name,
        connected:
          seat.bot !== null || (seat.holder !== null && (lobby.members.get(seat.holder)?.connected ?? false)),
        status: seats.seatStatus(index),
        standIn: seat.standIn,
        bot: seats.bots[index] ?? 'off',
        level: seats.levelAt(index),
        takers: seats.takers(index),
      })),
    };
  },
  messages: [
    gameMessage<SpiesTypes, typeof actionMessage>(SpyMessage.action, actionMessage, (room, client, p) =>
      room.input(client, SpyMessage.action, p.action, p.seat),
    ),
    // A seat's bot mode (and a free seat's level): the seat's legal list appears or goes with
    // it, and the bot may act now.
    gameMessage<SpiesTypes, typeof botMessage>(SpyMessage.bot, botMessage, (room, client, p) =>
      room.lobbyChanged(
        client,
        SpyMessage.bot,
        room.seats.setBot(client.sessionId, p.seat, p.bot, p.level),
        () => {
          room.sendGame(client);
          room.wakeBots();
        },
      ),
    ),
  ],
  session: (room) => new SpiesSession(room),
  sideChannel: { channel: 'spies', speaker: spySeatOf },
  storedListing: (setup) => ({ seats: setup.seats.length }),
  stateHash: spyStateHash,
};
