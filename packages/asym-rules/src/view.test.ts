import { describe, expect, it } from 'vitest';
import { outcome } from './engine.js';
import { eventsFor } from './events.js';
import { act, acts, addUnit, bare, c, putSpy, toSecurity } from './testing/scene.js';
import type { SecurityView, SpyView } from './view.js';
import { viewFor } from './view.js';

describe('views (A-R15.1, A-R15.2, A-R15.4)', () => {
  it('A-R15.4 a spectator receives the security view', () => {
    const s = bare({ spies: 2 });
    expect(viewFor(s, null)).toEqual(viewFor(s, 0));
    expect(viewFor(s, 0).kind).toBe('security');
  });

  it('A-R15.1 a spy seat sees the true board, the security board beside it, every spy’s hand and position, but no unrevealed mark', () => {
    const s = bare({ spies: 2, hands: [['E1'], ['E9']], marked: 2 });
    putSpy(s, 1, 'A5', 'prone');
    const u = addUnit(s, 'ordinary', 'C9', ['C10'], 'S');
    u.alive = false;
    s.bodies.push({ id: 40, cell: c('D9'), of: u.id });
    s.lure = c('E9');
    const v = viewFor(s, 2) as SpyView;
    expect(v.kind).toBe('spy');
    expect(v.security).toEqual(viewFor(s, 0));
    expect(v.spies[0]).toMatchObject({ cell: 'A5', posture: 'prone', hand: ['E1'], status: 'onBoard' });
    expect(v.board.units[0]).toMatchObject({ alive: false, known: true });
    expect(v.board.bodies).toEqual([{ id: 40, cell: 'D9', of: u.id, carriedBy: null }]);
    expect(v.board.lure).toBe('E9');
    expect(v.knownDocuments).toEqual([]);
    expect(JSON.stringify(v)).not.toContain('"marked":2');
    expect(JSON.stringify(v)).not.toContain('rng');
    // The security view still shows the dead unit where it was (A-R8.5).
    expect((viewFor(s, 0) as SecurityView).units.map((x) => x.cell)).toEqual(['C9']);
  });

  it('A-R6.4 A-R7.6 A-D93 security’s watches are drawn from its own board: a lamp shot unseen still lights its view', () => {
    const s = bare({ spies: 1 });
    addUnit(s, 'ordinary', 'C2', ['D3'], 'SE');
    s.lamps[0]!.destroyed = true;
    const sec = (viewFor(s, 0) as SecurityView).units[0]?.watch.cells ?? [];
    const truth = (viewFor(s, 1) as SpyView).board.units[0]?.watch.cells ?? [];
    expect(sec).toHaveLength(9);
    expect(truth).toEqual(['D3']);
  });

  it('A-R15.5 eventsFor gives spy seats everything and security and spectators only announcements', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    const { events } = acts(s, 1, [
      { type: 'beginAction', mode: 'walk' },
      { type: 'step', to: 'A6' },
      { type: 'endAction', noise: ['A6'] },
    ]);
    expect(eventsFor(events, 1)).toEqual(events);
    expect(eventsFor(events, 0).map((e) => e.type)).toEqual(['noisePlaced']);
    expect(eventsFor(events, null)).toEqual(eventsFor(events, 0));
  });
});

describe('victory (A-R1.3, A-R1.5, A-R11.9, A-R11.10)', () => {
  it('A-R11.10 the spy carrying the marked document is caught: security wins', () => {
    const s = bare({ spies: 2 });
    putSpy(s, 1, 'A5');
    s.spies[0]!.carriesDocument = true;
    addUnit(s, 'ordinary', 'A7', ['A6'], 'N');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(outcome(state)).toEqual({ status: 'security', reason: 'security/carrier_caught' });
    expect(state.stage).toBe('over');
  });

  it('A-R1.3 when the track reaches 21 the game ends at once and security wins', () => {
    const s = bare({ spies: 1 });
    s.turn = 20;
    toSecurity(s, 6);
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(outcome(state)).toEqual({ status: 'security', reason: 'security/dawn' });
    expect(events.at(-1)).toEqual({
      type: 'gameOver',
      winner: 'security',
      reason: 'security/dawn',
      audience: 'all',
    });
  });

  it('A-R1.7 A-R11.10 with no spy waiting or on board security wins, which covers all spies caught', () => {
    const s = bare({ spies: 1 });
    putSpy(s, 1, 'A5');
    addUnit(s, 'ordinary', 'A7', ['A6'], 'N');
    const { state } = acts(s, 1, [
      { type: 'beginAction', mode: 'sneak' },
      { type: 'step', to: 'A6' },
    ]);
    expect(outcome(state)).toEqual({ status: 'security', reason: 'security/no_spies' });
  });

  it('A-R3.2 A-R11.7 A-D61 revealed documents leave the security board at the start of the next spies’ turn, announced', () => {
    const s = bare({ spies: 1 });
    s.documents[0]!.onTrue = false;
    s.documents[0]!.revealedTurn = 1;
    toSecurity(s, 6);
    const { state, events } = act(s, 0, { type: 'endPhase' });
    expect(events.filter((e) => e.type === 'documentGone')).toEqual([
      { type: 'documentGone', cell: 'F2', cause: 'delay', audience: 'all' },
    ]);
    expect((viewFor(state, 0) as SecurityView).documents).toEqual(['G2', 'M2', 'N6']);
  });
});
