import { describe, expect, it } from 'vitest';
import { Lobby } from './lobby.js';
import { hashSeatToken } from './seatTokens.js';

describe('Lobby', () => {
  it('gives joiners free seats in order and the first joiner the host role', () => {
    const lobby = new Lobby();
    expect(lobby.join('a', 'Ada')?.seat).toBe(0);
    expect(lobby.join('b', 'Bo')?.seat).toBe(1);
    expect(lobby.join('c', 'Cy')).toBeNull();
    expect(lobby.host).toBe('a');
  });

  it('stores only the hash of a seat token, and reclaims with the token', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    expect(lobby.seats[0]!.tokenHash).toBe(hashSeatToken(token));
    expect(JSON.stringify(lobby.seats)).not.toContain(token);
    expect(lobby.reclaim('z', 0, 'wrong-token-wrong-token')).toBe(false);
    expect(lobby.reclaim('z', 0, token)).toBe(true);
    expect(lobby.seatsOf('z')).toEqual([0]);
  });

  it('lets a client arrive with its tokens: proved seats come back, another device loses them', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    lobby.join('b', 'Bo');
    const arrival = lobby.arrive('a2', 'Ada', [
      { seat: 0, token },
      { seat: 1, token },
    ]);
    expect(arrival).toEqual({ reclaimed: [0], refused: [1], displaced: ['a'], fresh: null });
    expect(lobby.seatsOf('a')).toEqual([]);
    expect(lobby.seatsOf('a2')).toEqual([0]);
    // Nothing proved: a newcomer takes the first free seat, if any.
    lobby.setSeatCount('a', 3);
    expect(lobby.arrive('c', 'Cy', []).fresh?.seat).toBe(2);
  });

  it('clears characters when assignment turns random and advanced sides when disallowed', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.configure('a', { advancedSides: true });
    expect(lobby.pickCharacter('a', 0, 'rook', 'advanced').ok).toBe(true);
    lobby.configure('a', { advancedSides: false });
    expect(lobby.seats[0]!.side).toBe('basic');
    lobby.configure('a', { assignment: 'random' });
    expect(lobby.seats[0]!.character).toBeNull();
    expect(lobby.pickCharacter('a', 0, 'hawk').ok).toBe(false);
  });

  it('keeps started seats reclaimable when their player leaves', () => {
    const lobby = new Lobby();
    const { token } = lobby.join('a', 'Ada')!;
    lobby.setSeatCount('a', 1);
    lobby.markStarted();
    lobby.leave('a');
    expect(lobby.seats[0]).toMatchObject({ holder: null, name: 'Ada' });
    expect(lobby.host).toBeNull();
    expect(lobby.reclaim('b', 0, token)).toBe(true);
  });

  it('builds the engine setup from the lobby', () => {
    const lobby = new Lobby();
    lobby.join('a', 'Ada');
    lobby.join('b', 'Bo');
    lobby.configure('a', { scenario: 'fortknox', stealth: 4, randomWalls: true });
    lobby.pickCharacter('a', 0, 'spotter');
    expect(lobby.toSetup('seed')).toEqual({
      scenario: 'fortknox',
      seed: 'seed',
      seats: [
        { name: 'Ada', character: 'spotter', side: 'basic' },
        { name: 'Bo', side: 'basic' },
      ],
      options: { stealth: 4, randomWalls: true, randomCharacters: false, advancedSides: false },
    });
  });
});
