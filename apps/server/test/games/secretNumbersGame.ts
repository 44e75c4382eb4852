/**
 * Secret numbers (@safecrackers/test-game) as a game of the platform's room: the proof that
 * the platform serves any game that meets the engine contract, with nothing of its own in the
 * platform. Two seats; each receiver gets, after every input, its own view of the game (its
 * seat's secret, the answers to its own questions) and its seat's legal inputs, as one message.
 */
import type { Client } from '@colyseus/core';
import { type Input, type RngState, randomInt, seedRng } from '@safecrackers/engine-kit';
import { ClientMessage, clientMessageSchemas } from '@safecrackers/protocol';
import {
  SECRET_ROOM,
  type SecretAction,
  type SecretEvent,
  type SecretLobbyWire,
  SecretMessage,
  type SecretSetup,
  type SecretState,
  type SecretUpdate,
  secretLobbyShape,
  secretNumbers,
} from '@safecrackers/test-game';
import { z } from 'zod';
import {
  type GameModule,
  type GameSeats,
  type GameSession,
  gameMessage,
  type RoomContext,
} from '../../src/platform/gameModule.js';
import { type Arrival, Lobby, type LobbyResult, type SeatClaim } from '../../src/platform/lobby.js';
import { type LobbyExtras, restoreLobby, toLobbyRecord } from '../../src/platform/lobbyRecord.js';
import { membersWire } from '../../src/platform/lobbyWire.js';
import type { StoredSeats } from '../../src/storage/index.js';

export interface StoredSecretSetup extends SecretSetup {
  game: 'secret-numbers';
}

const actionSchema = z.union([
  z.strictObject({ type: z.literal('ask'), above: z.number().int() }),
  z.strictObject({ type: z.literal('guess'), value: z.number().int() }),
]);

/** Its lobby record is the platform's with the game's name: it keeps nothing else of its own. */
const SECRET_LOBBY: LobbyExtras<{ game: 'secret-numbers' }, object> = {
  emptySeat: () => ({}),
  fields: z.strictObject({ game: z.literal('secret-numbers') }),
  seatFields: z.strictObject({}),
};

class SecretSeats implements GameSeats<StoredSecretSetup, SecretState> {
  constructor(readonly lobby: Lobby = new Lobby()) {}
  arrive = (id: string, name: string, claims: readonly SeatClaim[]): Arrival =>
    this.lobby.arrive(id, name, claims);
  reclaimAll = (id: string, claims: readonly SeatClaim[]) => this.lobby.reclaimAll(id, claims);
  claim = (id: string, seat: number) => this.lobby.claim(id, seat);
  handOver = (id: string, seat: number, to: string) => this.lobby.handOver(id, seat, to);
  setSeatCount = (): LobbyResult => ({
    ok: false,
    error: { code: 'seat/no_such', message: 'Two seats, always.' },
  });
  canStart = (id: string) => this.lobby.canStart(id);
  toSetup = (seed: string): StoredSecretSetup => ({
    game: 'secret-numbers',
    seed,
    seats: this.lobby.seats.map((s) => ({ name: s.name })),
  });
  seatStatus = (i: number) => this.lobby.seatStatus(i);
  isTaken = (i: number) => this.lobby.seatStatus(i) !== 'free';
  botAt = (seat: number) => this.lobby.seats[seat]?.bot ?? null;
  stored = (): StoredSeats => ({
    keys: this.lobby.seatKeys(),
    hostSeat: this.lobby.hostSeat(),
    bots: this.lobby.bots(),
  });
  toRecord = () => toLobbyRecord(this.lobby, { game: 'secret-numbers' as const });
}

interface SecretTypes {
  stored: StoredSecretSetup;
  setup: SecretSetup;
  state: SecretState;
  action: SecretAction;
  event: SecretEvent;
  seats: SecretSeats;
}

/** A bot that asks or guesses at random among its legal inputs, seeded by the room and seat. */
function randomBot(seed: string) {
  const rng: RngState = seedRng(seed);
  return {
    act(state: SecretState, seat: number): SecretAction | null {
      const legal = secretNumbers.legalActions(state, seat);
      return legal[randomInt(rng, legal.length)] ?? null;
    },
  };
}

class SecretSession implements GameSession<SecretTypes> {
  private readonly sent = new Map<string, number>();

  constructor(private readonly room: RoomContext<SecretTypes>) {}

  begin(): void {}
  phase = () => (this.state().winner === null ? 'playing' : 'over');
  forget = (id: string) => this.sent.delete(id);
  bot = (seat: number) => randomBot(`${this.room.code}/${seat}`);
  fallback = (seat: number) => secretNumbers.legalActions(this.state(), seat)[0] ?? null;
  sendGame = (client: Client) => this.send(client, []);
  seatsChanged = (client: Client) => this.send(client, []);

  publish(_input: Input<SecretAction>, events: readonly SecretEvent[]): void {
    for (const client of this.room.clients()) this.send(client, events);
  }

  /** The receiver's view (its first seat's; a watcher's), its legal inputs and the events. */
  private send(client: Client, events: readonly SecretEvent[]): void {
    const state = this.state();
    const seats = this.room.seats.lobby.seatsOf(client.sessionId);
    const version = (this.sent.get(client.sessionId) ?? 0) + 1;
    this.sent.set(client.sessionId, version);
    const update: SecretUpdate = {
      version,
      view: secretNumbers.viewFor(state, seats[0] ?? null),
      legal: seats.map((seat) => ({ seat, actions: secretNumbers.legalActions(state, seat) })),
      events: [...events],
    };
    client.send(SecretMessage.update, update);
  }

  private state(): SecretState {
    return this.room.game()!;
  }
}

const addBot = clientMessageSchemas[ClientMessage.addBot];
const removeBot = clientMessageSchemas[ClientMessage.removeBot];
const action = z.strictObject({ seat: z.number().int().min(0).max(1).optional(), action: actionSchema });

export const secretNumbersGame: GameModule<SecretTypes> = {
  kind: 'secret-numbers',
  roomName: SECRET_ROOM,
  engine: secretNumbers,
  noun: 'game',
  owns: (setup, lobby) =>
    (setup as { game?: unknown } | null)?.game === 'secret-numbers' ||
    (lobby as { game?: unknown } | null)?.game === 'secret-numbers',
  readSetup(raw) {
    const setup = z
      .object({
        game: z.literal('secret-numbers'),
        seed: z.string(),
        seats: z.array(z.object({ name: z.string() })),
      })
      .safeParse(raw);
    return setup.success ? setup.data : null;
  },
  readInput(raw) {
    const parsed = actionSchema.safeParse(raw.action);
    return parsed.success ? { seat: raw.seat, action: parsed.data } : null;
  },
  engineSetup: ({ seed, seats }) => ({ seed, seats }),
  newSeats: () => new SecretSeats(),
  seatsFromRecord(raw, graceMs) {
    const { record, lobby } = restoreLobby(raw, SECRET_LOBBY, graceMs);
    return { seats: new SecretSeats(lobby), record };
  },
  seatsRestored: (setup, seats, graceMs) =>
    new SecretSeats(
      Lobby.restored(
        setup.seats.map((s) => ({ name: s.name, extra: {} })),
        seats,
        graceMs,
      ),
    ),
  lobbyShape: secretLobbyShape,
  lobbyWire: (code, seats, phase): SecretLobbyWire => ({
    code,
    phase,
    host: seats.lobby.host,
    members: membersWire(seats.lobby),
    seats: seats.lobby.seats.map((seat, index) => ({
      index,
      holder: seat.holder,
      name: seat.name,
      connected:
        seat.bot !== null ||
        (seat.holder !== null && (seats.lobby.members.get(seat.holder)?.connected ?? false)),
      status: seats.seatStatus(index),
      bot: seat.bot,
    })),
    problems: phase === 'lobby' ? seats.lobby.startProblems() : [],
  }),
  messages: [
    gameMessage<SecretTypes, typeof action>(SecretMessage.action, action, (room, client, p) =>
      room.input(client, SecretMessage.action, p.action, p.seat),
    ),
    gameMessage<SecretTypes, typeof addBot>(ClientMessage.addBot, addBot, (room, client, p) =>
      room.lobbyChanged(
        client,
        ClientMessage.addBot,
        room.seats.lobby.addBot(client.sessionId, p.seat, p.level),
      ),
    ),
    gameMessage<SecretTypes, typeof removeBot>(ClientMessage.removeBot, removeBot, (room, client, p) =>
      room.lobbyChanged(
        client,
        ClientMessage.removeBot,
        room.seats.lobby.removeBot(client.sessionId, p.seat),
      ),
    ),
  ],
  session: (room) => new SecretSession(room),
  storedListing: (setup) => ({ seats: setup.seats.length, players: setup.seats.map((s) => s.name) }),
  stateHash: (state) => JSON.stringify(state),
};
