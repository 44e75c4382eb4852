import {
  type AsymSetup,
  apply,
  createGame,
  geometry as G,
  legalActions,
  mapById,
  securityBoard,
  trueWatches,
  waitingFor,
} from '@safecrackers/asym-rules';
import { describe, expect, it } from 'vitest';
import { playGame, SecurityBot, SpyBot } from './index.js';

const setup = (spies: number, seed: string): AsymSetup => ({
  mode: 'asym',
  mission: 'mansion',
  seed,
  seats: [
    { name: 'Security', side: 'security' },
    ...Array.from({ length: spies }, (_, i) => ({ name: `Spy ${i + 1}`, side: 'spy' as const })),
  ],
});

const GAMES = Number(process.env.ASYM_BOT_GAMES ?? 5);

describe('asym bots play legal, complete games', () => {
  it.each([1, 2, 3])(
    'A-R16.4 %i spy(ies): every bot input is accepted and every game ends',
    (spies) => {
      const winners = new Set<string>();
      for (let k = 0; k < GAMES; k++) {
        const seed = `bots-${spies}-${k}`;
        const g = playGame(setup(spies, seed), new SecurityBot(seed), new SpyBot(seed));
        expect(g.refused).toBe(0);
        expect(g.state.stage).toBe('over');
        winners.add(g.winner ?? 'none');
      }
      expect(winners.has('none')).toBe(false);
    },
    60_000,
  );

  it('the spies win some games and security wins some (neither side is helpless)', () => {
    const winners: Record<string, number> = {};
    for (let k = 0; k < 12; k++) {
      const seed = `mixed-${k}`;
      const g = playGame(setup(2, seed), new SecurityBot(seed), new SpyBot(seed));
      winners[g.winner ?? 'none'] = (winners[g.winner ?? 'none'] ?? 0) + 1;
    }
    expect(winners.spies ?? 0).toBeGreaterThan(0);
    expect(winners.security ?? 0).toBeGreaterThan(0);
  }, 60_000);
});

describe('sensible play', () => {
  it('the spy bot never steps into a watched cell while standing, unless carrying the document out', () => {
    const created = createGame(setup(2, 'careful'));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const sec = new SecurityBot('careful');
    const spyBot = new SpyBot('careful');
    let steps = 0;
    const intoWatches: string[] = [];
    while (state.stage !== 'over') {
      const seat = waitingFor(state)[0] as number;
      const action = (seat === 0 ? sec : spyBot).act(state, seat);
      if (seat > 0 && action.type === 'step') {
        const spy = state.spies[seat - 1];
        const map = mapById('mansion');
        const to = map ? G.parseCell(map, action.to) : -1;
        const watched = trueWatches(state).some(
          (w) => w.kind === 'unit' && (w.direct.has(to) || (spy?.posture === 'standing' && w.all.has(to))),
        );
        const outdoor = map?.areas[map.areaOf[to] as number]?.kind !== 'house';
        if (!spy?.carriesDocument && watched && outdoor) intoWatches.push(action.to);
        steps++;
      }
      const r = apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(steps).toBeGreaterThan(5);
    expect(intoWatches).toEqual([]);
  }, 60_000);

  it('A-R15.3 the security bot’s inputs are among the legal inputs computed from its board', () => {
    const created = createGame(setup(1, 'legal-sec'));
    if (!created.ok) throw new Error(created.error.message);
    let state = created.state;
    const sec = new SecurityBot('legal-sec');
    const spyBot = new SpyBot('legal-sec');
    let checked = 0;
    const outside: string[] = [];
    const key = (a: object) => JSON.stringify(Object.entries(a).sort());
    while (state.stage !== 'over' && state.turn <= 4) {
      const seat = waitingFor(state)[0] as number;
      const action = (seat === 0 ? sec : spyBot).act(state, seat);
      if (seat === 0 && securityBoard(state).stage === 'security' && checked < 40) {
        if (!legalActions(state, 0).map(key).includes(key(action))) outside.push(JSON.stringify(action));
        checked++;
      }
      const r = apply(state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(checked).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  }, 60_000);
});
