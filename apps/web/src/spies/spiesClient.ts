/**
 * The spies game as the shell sees it: its frames (the lobby as the room state, updates that
 * carry only what changed since the last, merged back whole here), its state, its words on the
 * home page and its keys. Its screen (spiesScreen.ts, with the board) comes in a chunk of its own.
 */
import type { AsymEvent } from '@safecrackers/asym-rules';
import type { ClientMessageName, ClientPayload, SpyMessageName, SpyPayload } from '@safecrackers/protocol';
import { SpiesFeed } from '@safecrackers/protocol/feed';
import { decodeSpyLobby, type SpyLobbyWire } from '@safecrackers/protocol/state';
import {
  type AsymUpdatePayload,
  type AsymUpdateWire,
  ClientMessage,
  SPY_ROOM_NAME,
  SpyServerMessage,
} from '@safecrackers/protocol/wire';
import type { GameClient } from '../app/gameClient.js';
import { t } from '../i18n/index.js';
import type { FrameReader, GameFrames, NetEvent, RoomHandle } from '../net/connection.js';
import { spiesRules } from './spiesRules.js';

/** The events kept for the log (the last ones), worded when drawn: a new language rewords them. */
const LOG_KEPT = 200;

export interface SpiesState {
  lobby: SpyLobbyWire | null;
  update: AsymUpdatePayload | null;
  log: AsymEvent[];
}

type SpiesFrame = { lobby: SpyLobbyWire } | { update: AsymUpdatePayload };

/** Every message a spies client may send, with its payload. */
export type SpyOutgoing = { [N in ClientMessageName]: ClientPayload<N> } & {
  [N in SpyMessageName]: SpyPayload<N>;
};

class SpiesReader implements FrameReader {
  constructor(private readonly send: (name: string, payload: unknown) => void) {}

  attach(room: RoomHandle, emit: (event: NetEvent) => void): void {
    // A new room object gets the game in full first; what follows carries only what changed.
    const feed = new SpiesFeed();
    room.onStateChange((state) => emit(lobbyFrame(state)));
    room.onMessage(SpyServerMessage.update, (payload) => {
      const update = feed.apply(payload as AsymUpdateWire);
      // An update went missing (it should not): ask for the game in full.
      if (!update) this.send(ClientMessage.sync, {});
      else emit({ type: 'play', frame: { update } satisfies SpiesFrame });
    });
  }

  current(room: RoomHandle): NetEvent | null {
    return room.state ? lobbyFrame(room.state) : null;
  }
}

function lobbyFrame(state: unknown): NetEvent {
  const lobby = decodeSpyLobby((state as { toJSON(): unknown }).toJSON());
  return { type: 'play', frame: { lobby } satisfies SpiesFrame };
}

/**
 * The turn and stage in which a seat of ours has inputs to make, for the shell's "your turn"
 * alert; null in the lobby or while others act; undefined until a started game's update came.
 */
function spiesTurn(state: SpiesState, mySeats: number[]): string | null | undefined {
  if (state.lobby?.phase === 'lobby') return null;
  const update = state.update;
  if (!update) return undefined;
  const acting = update.legal.find((l) => mySeats.includes(l.seat) && l.actions.length > 0);
  return acting ? `${update.view.turn} ${update.view.stage} ${acting.seat}` : null;
}

const spiesFrames: GameFrames = { roomName: SPY_ROOM_NAME, reader: (send) => new SpiesReader(send) };

export const spiesClient: GameClient<SpiesState, SpyOutgoing> = {
  game: 'spies',
  frames: spiesFrames,
  reduce(state, raw) {
    const before = state ?? { lobby: null, update: null, log: [] };
    const frame = raw as SpiesFrame;
    if ('lobby' in frame) return { ...before, lobby: frame.lobby };
    const u = frame.update;
    return { ...before, update: u, log: (u.full ? u.events : [...before.log, ...u.events]).slice(-LOG_KEPT) };
  },
  over: (state) => Boolean(state.update?.view.outcome),
  yourTurn: (state, mySeats) => spiesTurn(state, mySeats),
  rules: spiesRules,
  title: () => t('spies.home.title'),
  tagline: () => t('spies.home.tagline'),
  createLabel: () => t('spies.home.create'),
  keys: () => [
    { keys: ['E'], text: t('spies.help.e') },
    { keys: ['T'], text: t('spies.help.t') },
    { keys: ['L'], text: t('spies.help.l') },
    { keys: ['Esc'], text: t('spies.help.esc') },
    { keys: ['?'], text: t('help.question') },
  ],
  async screen(services) {
    const { SpiesScreen } = await import('./spiesScreen.js');
    return new SpiesScreen(services);
  },
  async replay(data) {
    const { SpiesReplayGame } = await import('./spiesReplay.js');
    return new SpiesReplayGame(data as ConstructorParameters<typeof SpiesReplayGame>[0]);
  },
};
