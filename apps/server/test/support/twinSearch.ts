/**
 * Twin games found in bot play (issue 29): from the start of a spies' turn of a seeded bot
 * game, the spies play on at random several times while security's bot answers what it sees;
 * two runs whose spy moves end in different true states while security gives the same inputs
 * and hears the same announcements, grouped as the room publishes them, are twins: security
 * must receive the same frames in both.
 */
import { SecurityBot, SpyBot } from '@safecrackers/asym-bots';
import {
  type Action,
  type AsymState,
  apply,
  createGame,
  eventsFor,
  legalActions,
  waitingFor,
} from '@safecrackers/asym-rules';
import { asymSetup } from '@safecrackers/asym-rules/testing';
import { hiddenWindowOpen } from '../../src/games/spies/securityFeed.js';
import type { TwinStep } from './twins.js';

export interface FoundTwin {
  name: string;
  spies: number;
  scene: AsymState;
  scripts: [TwinStep[], TwinStep[]];
}

/** A small seeded generator (xorshift32): the spies' random choices. */
function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  return <T>(items: readonly T[]): T => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return items[(x >>> 0) % items.length] as T;
  };
}

/** Spies that move unseen: quiet modes and steps, never a card or a shot (they are announced). */
function quietest(legal: readonly Action[]): readonly Action[] {
  const quiet = legal.filter(
    (a) =>
      (a.type === 'beginAction' && (a.mode === 'sneak' || a.mode === 'prone')) ||
      ['step', 'endAction', 'pass', 'stayHidden', 'answer'].includes(a.type),
  );
  return quiet.length > 0 ? quiet : legal;
}

interface Run {
  script: TwinStep[];
  /** Security's inputs and the announcements it hears, grouped as the room publishes them. */
  heard: string;
  end: string;
}

/** Plays from a spies' turn to the next one: random spies, security's bot. */
export function playOn(scene: AsymState, seed: string, variant: number, maxInputs: number): Run {
  const pick = chooser(variant * 7919 + 17);
  const security = new SecurityBot(seed);
  const script: TwinStep[] = [];
  const groups: string[] = [];
  let pending: unknown[] = [];
  let state = scene;
  for (let i = 0; i < maxInputs && state.stage !== 'over'; i++) {
    if (i > 0 && state.stage === 'spies' && state.done.every((d) => !d) && !state.action) break;
    const seat = pick(waitingFor(state));
    const action: Action = seat === 0 ? security.act(state, 0) : pick(quietest(legalActions(state, seat)));
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`bot input refused: ${r.error.message}`);
    script.push({ seat, action });
    if (seat === 0) pending.push({ security: action });
    pending.push(...eventsFor(r.events, null));
    if (!hiddenWindowOpen(r.state) && pending.length > 0) {
      groups.push(JSON.stringify(pending));
      pending = [];
    }
    state = r.state;
  }
  return { script, heard: groups.join('\n'), end: JSON.stringify(state) };
}

/**
 * Up to `count` twins from the spies' turns of one seeded bot game (turn 2 on), each the first
 * pair among `variants` random continuations of that turn.
 */
export function findTwins(seed: string, spies: number, count: number, variants = 8): FoundTwin[] {
  const created = createGame(asymSetup(spies, seed));
  if (!created.ok) throw new Error(created.error.message);
  const bots = { security: new SecurityBot(seed), spies: new SpyBot(seed) };
  const found: FoundTwin[] = [];
  let state = created.state;
  let lastTurn = -1;
  for (let i = 0; i < 3_000 && state.stage !== 'over' && found.length < count; i++) {
    const fresh = state.stage === 'spies' && state.turn >= 2 && state.turn !== lastTurn && !state.action;
    if (fresh && state.done.every((d) => !d)) {
      lastTurn = state.turn;
      const runs = Array.from({ length: variants }, (_, v) => playOn(state, seed, state.turn * 100 + v, 120));
      const twin = pairOf(runs);
      if (twin)
        found.push({
          name: `${seed}, ${spies} spies, turn ${state.turn}`,
          spies,
          scene: state,
          scripts: [twin[0].script, twin[1].script],
        });
    }
    const seat = waitingFor(state)[0] as number;
    const r = apply(state, seat, (seat === 0 ? bots.security : bots.spies).act(state, seat));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return found;
}

export function pairOf(runs: Run[]): [Run, Run] | null {
  for (let a = 0; a < runs.length; a++)
    for (let b = a + 1; b < runs.length; b++) {
      const x = runs[a] as Run;
      const y = runs[b] as Run;
      if (x.heard === y.heard && x.end !== y.end) return [x, y];
    }
  return null;
}
