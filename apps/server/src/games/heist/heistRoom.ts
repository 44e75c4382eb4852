/**
 * The heist as a game of the platform's room (platform/GameRoom.ts): its engine, its lobby
 * (scenario, options, characters and sides, planning bots by level), its intents and answers,
 * its publication (heistSession.ts), snapshots, and how its records read back from storage.
 */
import {
  answerSchema,
  ClientMessage,
  clientMessageSchemas,
  intentSchema,
  ROOM_NAME,
} from '@safecrackers/protocol';
import { lobbyShape } from '@safecrackers/protocol/state';
import {
  type Action,
  type DomainEvent,
  type GameSetup,
  type GameState,
  heistEngine,
  STATE_FORMAT,
  setupProblem,
  stateHash,
  storedForm,
  storedState,
} from '@safecrackers/rules';
import { z } from 'zod';
import { type GameModule, gameMessage } from '../../platform/gameModule.js';
import type { LobbyResult } from '../../platform/lobby.js';
import { HeistLobby } from './heistLobby.js';
import { HeistSession } from './heistSession.js';
import { heistLobbyWire } from './lobbyWire.js';

export interface HeistTypes {
  stored: GameSetup;
  setup: GameSetup;
  state: GameState;
  action: Action;
  event: DomainEvent;
  seats: HeistLobby;
}

const storedAction = z.union([intentSchema, answerSchema]);

/** A stored heist setup: an object the engine takes as one (the spies' carry `mode`). */
function isHeistSetup(raw: unknown): raw is GameSetup {
  if (typeof raw !== 'object' || raw === null || 'mode' in raw || 'game' in raw) return false;
  return setupProblem(raw as GameSetup) === null;
}

const lobbyMessage = <S extends z.ZodType>(
  name: string,
  schema: S,
  change: (seats: HeistLobby, sessionId: string, payload: z.output<S>) => LobbyResult,
) =>
  gameMessage<HeistTypes, S>(name, schema, (room, client, payload) =>
    room.lobbyChanged(client, name, change(room.seats, client.sessionId, payload)),
  );

export const heistGame: GameModule<HeistTypes> = {
  kind: 'heist',
  roomName: ROOM_NAME,
  engine: heistEngine,
  noun: 'heist',
  // The first game there was: a record no other game owns is a heist's.
  owns: (_setup, lobby) => (lobby as { game?: unknown } | null)?.game === undefined,
  readSetup: (raw) => (isHeistSetup(raw) ? raw : null),
  readInput(raw) {
    const action = storedAction.safeParse(raw.action);
    return action.success ? { seat: raw.seat, action: action.data } : null;
  },
  engineSetup: (stored) => stored,
  newSeats: () => new HeistLobby(),
  seatsFromRecord: (raw, graceMs) => HeistLobby.fromRecord(raw, graceMs),
  seatsRestored: (setup, seats, graceMs) => HeistLobby.restored(setup, seats, graceMs),
  lobbyShape,
  lobbyWire: heistLobbyWire,
  messages: [
    lobbyMessage(ClientMessage.configure, clientMessageSchemas[ClientMessage.configure], (s, id, p) =>
      s.configure(id, p),
    ),
    lobbyMessage(ClientMessage.pickCharacter, clientMessageSchemas[ClientMessage.pickCharacter], (s, id, p) =>
      s.pickCharacter(id, p.seat, p.character, p.side),
    ),
    lobbyMessage(ClientMessage.addBot, clientMessageSchemas[ClientMessage.addBot], (s, id, p) =>
      s.lobby.addBot(id, p.seat, p.level),
    ),
    lobbyMessage(ClientMessage.removeBot, clientMessageSchemas[ClientMessage.removeBot], (s, id, p) =>
      s.lobby.removeBot(id, p.seat),
    ),
    gameMessage<HeistTypes, (typeof clientMessageSchemas)['action']>(
      ClientMessage.action,
      clientMessageSchemas[ClientMessage.action],
      (room, client, p) => room.input(client, ClientMessage.action, p.action, p.seat),
    ),
    gameMessage<HeistTypes, (typeof clientMessageSchemas)['answer']>(
      ClientMessage.answer,
      clientMessageSchemas[ClientMessage.answer],
      (room, client, p) => room.input(client, ClientMessage.answer, p.answer, p.seat),
    ),
  ],
  session: (room) => new HeistSession(room),
  snapshots: {
    format: STATE_FORMAT,
    save: storedForm,
    load: storedState,
  },
  listing: (seats, state) => ({
    scenario: state?.scenario ?? seats.config.scenario,
    players: seats.lobby.seats.flatMap((seat, i) =>
      seats.lobby.seatStatus(i) === 'free' ? [] : [seat.name],
    ),
  }),
  storedListing: (setup) => ({
    seats: setup.seats.length,
    scenario: setup.scenario,
    players: setup.seats.map((s) => s.name),
  }),
  stateHash,
};
