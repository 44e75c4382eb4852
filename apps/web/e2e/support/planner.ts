/**
 * Plans inputs for the browser tests on the engine itself: the server deals from the same
 * seed and setup, so the states here are the server's. A best-first search over moves, ending
 * turns and the entrance answer (no peeks, no tools; states waiting on any other prompt are
 * dead ends), towards a goal the test names, guided by a distance it gives.
 */
import {
  type Action,
  actingSeat,
  apply,
  createGame,
  type GameSetup,
  type GameState,
  legalActions,
  stateHash,
} from '@safecrackers/rules';

export interface PlannedInput {
  seat: number;
  action: Action;
}

export interface Plan {
  inputs: PlannedInput[];
  end: GameState;
}

export const startOf = (setup: GameSetup): GameState => createGame(setup);

/** The inputs the search may use: the entrance, moves and ending the actions. */
function candidates(state: GameState, seat: number): Action[] {
  if (state.pending && state.pending.prompt.kind !== 'entrance') return [];
  return legalActions(state, seat).filter(
    (a) => a.type === 'move' || a.type === 'endActions' || (a.type === 'answer' && a.kind === 'entrance'),
  );
}

/**
 * The fewest-looking inputs from `start` to a state where `goal` holds; `distance` (0 at the
 * goal) steers the search. Throws when `budget` states were tried without reaching it.
 */
export function plan(
  start: GameState,
  goal: (s: GameState) => boolean,
  distance: (s: GameState) => number,
  options: { budget?: number; allow?: (seat: number, action: Action) => boolean } = {},
): Plan {
  const { budget = 20_000, allow = () => true } = options;
  type Node = { state: GameState; inputs: PlannedInput[]; score: number };
  const heap: Node[] = [];
  const push = (n: Node) => {
    heap.push(n);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.score <= heap[i]!.score) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  };
  const pop = (): Node | undefined => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0 && last) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]!.score < heap[m]!.score) m = l;
        if (r < heap.length && heap[r]!.score < heap[m]!.score) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return top;
  };
  const seen = new Set<string>();
  push({ state: start, inputs: [], score: 0 });
  for (let tried = 0; tried < budget; tried++) {
    const node = pop();
    if (!node) break;
    const key = stateHash(node.state);
    if (seen.has(key)) continue;
    seen.add(key);
    if (goal(node.state)) return { inputs: node.inputs, end: node.state };
    if (node.state.phase === 'won' || node.state.phase === 'lost') continue;
    const seat = actingSeat(node.state);
    for (const action of candidates(node.state, seat).filter((a) => allow(seat, a))) {
      const result = apply(node.state, seat, action);
      if (!result.ok) continue;
      const inputs = [...node.inputs, { seat, action }];
      push({ state: result.state, inputs, score: inputs.length + 3 * distance(result.state) });
    }
  }
  throw new Error(`no plan within ${budget} states`);
}
