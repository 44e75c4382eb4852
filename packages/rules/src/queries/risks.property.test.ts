/**
 * Engine versus client (issue 11): over seeded random legal games (every scenario, 1–4 seats,
 * random characters and advanced sides; ordinary games and arranged late games with loot in
 * hand), for every legal Move of the acting seat (and Acrobat Flexibility, Climb Window and
 * Rook orders), what moveRisks(viewFor(state, seat), mover, to) foresees is what apply() then
 * does. Compared, for the events of the Move itself (cut at the end of the action phase or at a
 * guard walk):
 *
 * - risksOfMove over the GameState equals moveRisks over the seat's view (nothing hidden is used);
 * - cost: the actions spent equal 1 + the gemstone and deadbolt risks (paid moves), 1 for an order,
 *   0 for Flexibility;
 * - keypad risk ⇔ a Keypad roll of exactly `dice` dice by the mover;
 * - stealth risk (guard, foyer, atrium, tiara) ⇔ the mover's stealth loss with that cause, paid
 *   from the same source, or the defeat when 'caught';
 * - choices: laser risk with options ⇔ a Laser prompt with those options; a `hack` flag ⇔ a hack
 *   prompt for that tile and alarm (answered: 'alarm' to the Laser, 'decline' to a hack token);
 * - alarms: the alarms raised (tile and cause) ⇔ motionExit, fingerprint, camera, isotope,
 *   detector and laser risks (a Laser choice answered 'alarm' raises one unless one is on);
 * - later risks: 'motion' ⇒ the Motion record holds the tile; 'thermo' ⇒ a Thermo the current
 *   character entered.
 *
 * Not knowable from a view, so left out and counted: what a face-down target turns out to do
 * once revealed (stop, fall, its entry effects; a Foyer or Atrium seeing the mover, a Lavatory's
 * tokens paying the loss), a guard
 * placed by the floor's first arrival (hidden patrol deck), and everything after a failed Keypad
 * roll or a defeat. Every risk kind must have been checked at least once.
 *
 * RISK_GAMES sets the number of games (default 96: half ordinary, half arranged late games).
 */
import { describe, expect, it } from 'vitest';
import type { Action, Answer } from '../actions.js';
import { vertical } from '../board.js';
import { apply, legalActions } from '../engine.js';
import type { DomainEvent } from '../events.js';
import { BOARD_SHAPES, posName, tileIndex } from '../geometry.js';
import { randomInt, seedRng } from '../rng.js';
import { createGame } from '../setup.js';
import { Ctx } from '../state.js';
import { lateGame } from '../testing/late-game.js';
import { actingSeat, chooseRandom } from '../testing/random-play.js';
import type { GameSetup, GameState, LootCard, Pos, ScenarioId, TileKind } from '../types.js';
import { viewFor } from '../view.js';
import { MOVE_RISK_KINDS, type MoveRisk, type MoveRiskKind } from './risk-types.js';
import { moveRisks, type RiskMode, risksOfMove } from './risks.js';

const TOTAL = Number(process.env.RISK_GAMES ?? 96);
const CASES: Array<[ScenarioId, number]> = (['office', 'bank', 'fortknox'] as const).flatMap((scenario) =>
  [1, 2, 3, 4].map((seats): [ScenarioId, number] => [scenario, seats]),
);
const PER_CASE = Math.max(1, Math.ceil(TOTAL / 2 / CASES.length));
const MAX_INPUTS = 400;
/** Loot dealt into hands in arranged games, so that every loot-driven risk comes up. */
const DEALT: LootCard[] = ['tiara', 'isotope', 'gemstone', 'mirror'];

const yieldToRunner = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Candidate {
  action: Action;
  mover: number;
  target: number;
  mode: RiskMode;
}

/** The Moves the acting seat may make now, with who moves where and how. */
function candidates(state: GameState, seat: number): Candidate[] {
  const shape = BOARD_SHAPES[state.scenario];
  const ctx = new Ctx(state, []);
  const out: Candidate[] = [];
  for (const action of legalActions(state, seat)) {
    if (action.type === 'move')
      out.push({ action, mover: seat, target: tileIndex(shape, action.to), mode: 'action' });
    else if (action.type === 'flexibility')
      out.push({ action, mover: seat, target: tileIndex(shape, action.to), mode: 'flexibility' });
    else if (action.type === 'orders')
      out.push({ action, mover: action.target, target: tileIndex(shape, action.to), mode: 'orders' });
    else if (action.type === 'climbWindow') {
      const from = state.players[seat]?.tile ?? -1;
      out.push({
        action,
        mover: seat,
        target: vertical(ctx, from, action.dir === 'up' ? 1 : -1),
        mode: 'climb',
      });
    }
  }
  return out;
}

interface Outcome {
  events: DomainEvent[];
  state: GameState;
  prompts: string[];
}

/** Applies a Move and answers its prompts: orders accepted, Laser 'alarm', hack tokens declined. */
function resolve(state: GameState, seat: number, action: Action): Outcome {
  let r = apply(state, seat, action);
  if (!r.ok) throw new Error(`legal ${JSON.stringify(action)} refused: ${r.error.code}`);
  const events = [...r.events];
  const prompts: string[] = [];
  for (let guard = 0; r.state.pending; guard++) {
    if (guard > 10) throw new Error('prompt loop');
    const p = r.state.pending.prompt;
    let answer: Answer;
    if (p.kind === 'orders') answer = { type: 'answer', kind: 'orders', accept: true };
    else if (p.kind === 'laser') {
      prompts.push(`laser:${p.options.join(',')}`);
      answer = { type: 'answer', kind: 'laser', choice: 'alarm' };
    } else if (p.kind === 'hack') {
      prompts.push(`hack:${posName(p.at)}:${p.alarm}`);
      answer = { type: 'answer', kind: 'hack', choice: 'decline' };
    } else answer = legalActions(r.state, p.seat)[0] as Answer;
    r = apply(r.state, p.seat, answer);
    if (!r.ok) throw new Error(`answer refused: ${r.error.code}`);
    events.push(...r.events);
  }
  // The Move's own events: up to the end of the action phase (Climb Window) or a guard walk.
  const end = events.findIndex(
    (e) =>
      e.type === 'actionsEnded' ||
      e.type === 'turnStarted' ||
      e.type === 'guardMoved' ||
      e.step !== undefined,
  );
  return { events: end < 0 ? events : events.slice(0, end), state: r.state, prompts };
}

const DETECTION: Record<string, MoveRiskKind> = {
  'enters-guard-tile': 'guard',
  foyer: 'foyer',
  atrium: 'atrium',
  tiara: 'tiara',
};
const STEALTH_KINDS = new Set<MoveRiskKind>(['guard', 'foyer', 'atrium', 'tiara']);
const ENTRY_ALARMS = new Set<MoveRiskKind>(['fingerprint', 'camera', 'isotope', 'detector']);

interface Tally {
  checked: Record<string, number>;
  skipped: Record<string, number>;
  moves: number;
}

const bump = (r: Record<string, number>, k: string) => {
  r[k] = (r[k] ?? 0) + 1;
};

/** Compares one candidate Move's foreseen risks with what apply() does; returns a mismatch or null. */
function compare(state: GameState, seat: number, c: Candidate, tally: Tally): string | null {
  const shape = BOARD_SHAPES[state.scenario];
  const view = viewFor(state, seat);
  const to = {
    floor: Math.floor(c.target / shape.area),
    col: (c.target % shape.area) % shape.cols,
    row: Math.floor((c.target % shape.area) / shape.cols),
  } as Pos;
  const risks = moveRisks(view, c.mover, to, { mode: c.mode });
  const overState = risksOfMove(state, c.mover, c.target, c.mode);
  if (JSON.stringify(overState) !== JSON.stringify(risks))
    return `view risks ${JSON.stringify(risks)} but state risks ${JSON.stringify(overState)}`;
  tally.moves++;
  const by = <K extends MoveRiskKind>(kind: K) =>
    risks.filter((r): r is Extract<MoveRisk, { kind: K }> => r.kind === kind);
  const p = state.players[c.mover];
  const t = state.tiles[c.target];
  if (!p || !t) return 'no mover or target';
  const hidden = !t.revealed;
  const out = resolve(state, seat, c.action);
  const ev = out.events;
  const ok = (kind: string) => bump(tally.checked, kind);

  // Costs.
  const spent = out.state.turn.number === state.turn.number ? out.state.turn.used - state.turn.used : null;
  const surcharges = risks.flatMap((r) => (r.kind === 'gemstone' || r.kind === 'deadbolt' ? [r] : []));
  const extra = surcharges.reduce((n, r) => n + r.actions, 0);
  if (c.mode !== 'action' && extra > 0) return `a ${c.mode} Move foresees surcharges`;
  const expected =
    c.mode === 'action' ? 1 + extra : c.mode === 'orders' ? 1 : c.mode === 'flexibility' ? 0 : null;
  const paidLaser = ev.some((e) => e.type === 'laserPaid') ? 1 : 0;
  if (expected !== null && spent !== null && spent - paidLaser !== expected)
    return `spent ${spent} actions, foresaw ${expected}`;
  for (const r of surcharges) ok(r.kind);

  if (ev.some((e) => e.type === 'guardPlaced')) {
    bump(tally.skipped, 'guard placed by the Move');
    return null;
  }
  // The Keypad roll.
  const rolls = ev.filter(
    (e): e is Extract<DomainEvent, { type: 'diceRolled' }> =>
      e.type === 'diceRolled' && e.purpose === 'keypad' && e.seat === c.mover,
  );
  const keypad = by('keypad');
  if (rolls.length !== keypad.length || rolls.some((roll, i) => roll.values.length !== keypad[i]?.dice))
    return `keypad rolls ${JSON.stringify(rolls)} vs ${JSON.stringify(keypad)}`;
  for (const r of keypad) ok(r.kind);
  if (ev.some((e) => e.type === 'moveStopped' && !hidden)) {
    bump(tally.skipped, 'failed keypad roll');
    return null;
  }
  // Face-down targets: what the revealed tile does is not foreseen.
  const revealedAs = ev.find((e) => e.type === 'tileRevealed' && e.by === 'move');
  const kind: TileKind | null = revealedAs?.type === 'tileRevealed' ? revealedAs.kind : null;
  if (hidden) {
    const known = new Set<MoveRiskKind>(['gemstone', 'guard', 'tiara', 'motionExit']);
    const unknown = risks.find((r) => !known.has(r.kind));
    if (unknown) return `a face-down target foresees ${unknown.kind}`;
  }
  const stopped = ev.some((e) => e.type === 'moveStopped');
  const fell = ev.some((e) => e.type === 'placed' && e.cause === 'fall');
  if (stopped) {
    bump(tally.skipped, 'face-down stop tile');
    return null;
  }
  // Leaving: the Motion record of the tile left.
  const alarms = new Set(
    ev.flatMap((e) => (e.type === 'alarmTriggered' ? [`${posName(e.at)}/${e.cause}`] : [])),
  );
  const exits = by('motionExit');
  const originName = posName(view.players[c.mover]?.at as Pos);
  const wantAlarms = new Set(exits.map(() => `${originName}/motion`));
  const wantPrompts = exits.filter((r) => r.hack).map(() => `hack:${originName}:motion`);
  const exitSeen = alarms.has(`${originName}/motion`) || out.prompts.includes(`hack:${originName}:motion`);
  if (exitSeen !== exits.length > 0) return `motion exit ${exitSeen} vs ${JSON.stringify(exits)}`;
  for (const r of exits) ok(r.kind);
  // Once revealed, a Foyer or an Atrium may see the mover, and a Lavatory's new tokens pay the loss.
  if (hidden && (fell || kind === 'foyer' || kind === 'atrium' || kind === 'lavatory')) {
    bump(tally.skipped, 'face-down target fallen through, or seeing or hiding once revealed');
    return null;
  }
  // Detection on entry.
  const lost = ev.find(
    (e): e is Extract<DomainEvent, { type: 'stealthLost' }> => e.type === 'stealthLost' && e.seat === c.mover,
  );
  const caught = !lost && ev.some((e) => e.type === 'gameLost');
  const seen = lost ? `${DETECTION[lost.cause] ?? lost.cause}/${lost.from}` : caught ? 'caught' : 'none';
  const stealthRisks = risks.filter(
    (r): r is Extract<MoveRisk, { kind: 'guard' | 'foyer' | 'atrium' | 'tiara' }> =>
      STEALTH_KINDS.has(r.kind),
  );
  const foreseen =
    stealthRisks.length === 0
      ? 'none'
      : stealthRisks[0]?.from === 'caught'
        ? 'caught'
        : `${stealthRisks[0]?.kind}/${stealthRisks[0]?.from}`;
  if (stealthRisks.length > 1 || seen !== foreseen) return `detection ${seen}, foreseen ${foreseen}`;
  for (const r of stealthRisks) ok(`${r.kind}${r.from === 'supply' ? '' : `/${r.from}`}`);
  if (out.state.phase === 'lost') {
    bump(tally.skipped, 'caught on entry');
    return null;
  }
  if (hidden) {
    bump(tally.skipped, 'face-down target entered');
    return null;
  }
  // Entry effects: choices and alarms.
  const target = posName(to);
  for (const r of risks) {
    if (ENTRY_ALARMS.has(r.kind)) {
      wantAlarms.add(`${target}/${r.kind === 'isotope' ? 'isotope' : r.kind}`);
      if ('hack' in r && r.hack) wantPrompts.push(`hack:${target}:${r.kind}`);
      ok(r.kind);
    }
  }
  for (const r of by('laser')) {
    if (r.options.length > 0) {
      wantPrompts.push(`laser:${r.options.join(',')}`);
      if (!t.alarm) wantAlarms.add(`${target}/laser`);
      ok('laser/choice');
    } else {
      wantAlarms.add(`${target}/laser`);
      ok('laser');
    }
  }
  const sorted = (xs: Iterable<string>) => JSON.stringify([...xs].sort());
  if (sorted(alarms) !== sorted(wantAlarms))
    return `alarms ${sorted(alarms)}, foreseen ${sorted(wantAlarms)}`;
  if (sorted(out.prompts) !== sorted(wantPrompts))
    return `prompts ${sorted(out.prompts)}, foreseen ${sorted(wantPrompts)}`;
  // Later risks.
  for (const r of by('motion')) {
    if (!out.state.players[c.mover]?.enteredThisTurn.includes(c.target))
      return 'motion foreseen, not recorded';
    ok(r.kind);
  }
  for (const r of by('thermo')) {
    if (t.kind !== 'thermo' || c.mover !== state.turn.seat) return 'thermo foreseen elsewhere';
    ok(r.kind);
  }
  return null;
}

/** Late game with the loot that drives risks dealt into hands (one card a seat, in turn). */
function arranged(setup: GameSetup, rng: ReturnType<typeof seedRng>): GameState {
  const s = lateGame(setup, rng);
  DEALT.forEach((card, k) => {
    const i = s.decks.loot.indexOf(card);
    const p = s.players[k % s.players.length];
    if (i >= 0 && p && randomInt(rng, 2) === 0) {
      s.decks.loot.splice(i, 1);
      p.loot.push(card);
    }
  });
  return s;
}

describe('property: moveRisks over the view foresees what apply does (issue 11)', () => {
  const tally: Tally = { checked: {}, skipped: {}, moves: 0 };

  it.each(CASES)(
    `R5.4 R6 R7.11 %s with %i seat(s): ${PER_CASE} ordinary and ${PER_CASE} late games`,
    async (scenario, seats) => {
      for (let k = 0; k < 2 * PER_CASE; k++) {
        await yieldToRunner();
        const late = k % 2 === 1;
        const setup: GameSetup = {
          scenario,
          seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
          seed: `risk-${scenario}-${seats}-${k}`,
          options: { randomCharacters: true, advancedSides: true },
        };
        const rng = seedRng(`risk-player-${scenario}-${seats}-${k}`);
        let state = late ? arranged(setup, rng) : createGame(setup);
        for (let n = 0; n < MAX_INPUTS && (state.phase === 'setup' || state.phase === 'playing'); n++) {
          const seat = actingSeat(state);
          if (state.phase === 'playing' && !state.pending) {
            for (const c of candidates(state, seat)) {
              const problem = compare(state, seat, c, tally);
              if (problem)
                throw new Error(`${setup.seed} input ${n}, ${JSON.stringify(c.action)}: ${problem}`);
            }
          }
          const action = chooseRandom(legalActions(state, seat), rng);
          const r = apply(state, seat, action);
          if (!r.ok) throw new Error(`${setup.seed}: legal ${JSON.stringify(action)} refused`);
          state = r.state;
        }
      }
    },
    300_000,
  );

  it('every risk kind was foreseen and checked against the engine', () => {
    const coverage = JSON.stringify(tally);
    const checked = Object.keys(tally.checked);
    for (const kind of MOVE_RISK_KINDS)
      expect(
        checked.some((k) => k === kind || k.startsWith(`${kind}/`)),
        `${kind} in ${coverage}`,
      ).toBe(true);
    // Both Laser outcomes, and stealth paid from a tile and the last stealth.
    for (const kind of ['laser/choice', 'guard/tile', 'guard/caught'])
      expect(tally.checked[kind] ?? 0, `${kind} in ${coverage}`).toBeGreaterThan(0);
    expect(tally.moves).toBeGreaterThan(100);
  });
});
