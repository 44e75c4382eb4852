/**
 * Secret numbers (@safecrackers/test-game) in the browser: the third game's GameClient, listed
 * only by the browser tests' own page (index.html here). It is the shell half of the proof that
 * the platform is game-agnostic: the shell, session and network serve it with no change.
 * Its words are English only: it is a game for the tests, not for players.
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import { decodeShape } from '@safecrackers/protocol/state';
import {
  SECRET_ROOM,
  type SecretAction,
  type SecretLobbyWire,
  SecretMessage,
  type SecretUpdate,
  secretLobbyShape,
} from '@safecrackers/test-game';
import type { GameClient } from '../../../src/app/gameClient.js';
import type { FrameReader, GameFrames, NetEvent, RoomHandle } from '../../../src/net/connection.js';

export interface SecretClientState {
  lobby: SecretLobbyWire | null;
  update: SecretUpdate | null;
}

type SecretFrame = { lobby: SecretLobbyWire } | { update: SecretUpdate };

export type SecretOutgoing = { [N in ClientMessageName]: ClientPayload<N> } & {
  [SecretMessage.action]: { seat?: number; action: SecretAction };
};

class SecretReader implements FrameReader {
  attach(room: RoomHandle, emit: (event: NetEvent) => void): void {
    room.onStateChange((state) => emit(lobbyFrame(state)));
    room.onMessage(SecretMessage.update, (update) =>
      emit({ type: 'play', frame: { update: update as SecretUpdate } satisfies SecretFrame }),
    );
  }

  current(room: RoomHandle): NetEvent | null {
    return room.state ? lobbyFrame(room.state) : null;
  }
}

function lobbyFrame(state: unknown): NetEvent {
  const lobby = decodeShape(secretLobbyShape, (state as { toJSON(): unknown }).toJSON()) as SecretLobbyWire;
  return { type: 'play', frame: { lobby } satisfies SecretFrame };
}

const secretFrames: GameFrames = { roomName: SECRET_ROOM, reader: () => new SecretReader() };

export const secretClient: GameClient<SecretClientState, SecretOutgoing> = {
  game: 'secret-numbers',
  frames: secretFrames,
  reduce(state, raw) {
    const before = state ?? { lobby: null, update: null };
    const frame = raw as SecretFrame;
    return 'lobby' in frame ? { ...before, lobby: frame.lobby } : { ...before, update: frame.update };
  },
  over: (state) => state.update?.view.winner != null,
  title: () => 'Secret numbers',
  tagline: () => 'Guess the other seat’s number from 1 to 9.',
  createLabel: () => 'New game of secret numbers',
  keys: () => [{ keys: ['?'], text: 'Show or hide these keys' }],
  rules: {
    sections: () => [{ id: 'play', title: 'How to play' }],
    topics: () => [
      {
        id: 'goal',
        section: 'play',
        title: 'Guess the other number',
        paragraphs: [
          'Each seat is dealt a secret number from 1 to 9.',
          'On your turn, ask whether the other number is above a value (three questions at most; only you hear the answer), or guess it: right, you win; wrong, you lose.',
        ],
      },
    ],
  },
  async screen(services) {
    const { SecretScreen } = await import('./secretScreen.js');
    return new SecretScreen(services);
  },
  async replay(data) {
    const { SecretReplay } = await import('./secretReplay.js');
    return new SecretReplay(data);
  },
};
