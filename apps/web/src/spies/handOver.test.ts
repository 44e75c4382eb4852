import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import { describe, expect, it } from 'vitest';
import { handOverTargets } from './handOver.js';

const member = (sessionId: string, connected = true) => ({
  sessionId,
  name: sessionId,
  ready: true,
  connected,
  away: !connected,
  elsewhere: false,
});
const seat = (index: number, holder: string | null, status: 'playing' | 'vacant') => ({
  index,
  side: index === 0 ? ('security' as const) : ('spy' as const),
  holder,
  name: holder ?? '',
  connected: status === 'playing',
  status,
  standIn: false,
  bot: 'off' as const,
  // The server's list of who may take a vacant seat (spyLobby.ts takers).
  takers: status === 'vacant' ? ['spy2', 'wes'] : [],
});

/** Security (host), a spy gone for good, a second spy, a watcher. */
const lobby: SpyLobbyWire = {
  code: 'ABCDEF',
  phase: 'spies',
  problems: [],
  host: 'sec',
  members: [member('sec'), member('gone', false), member('spy2'), member('wes')],
  seats: [seat(0, 'sec', 'playing'), seat(1, 'gone', 'vacant'), seat(2, 'spy2', 'playing')],
};

describe('hand-over targets', () => {
  it('offers a vacant seat to those the server says may take it', () => {
    const [only, ...rest] = handOverTargets(lobby, 'spy2');
    expect(rest).toEqual([]);
    expect(only?.seat.index).toBe(1);
    expect(only?.eligible.map((m) => m.sessionId)).toEqual(['spy2', 'wes']);
    // The host (security) may hand it on too, to the same people.
    expect(handOverTargets(lobby, 'sec')[0]?.eligible.map((m) => m.sessionId)).toEqual(['spy2', 'wes']);
  });

  it('a watcher who is not host hands nothing on', () => {
    expect(handOverTargets(lobby, 'wes')).toEqual([]);
  });
});
