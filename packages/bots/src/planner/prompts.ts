/**
 * Answers to prompts (R4.11): pay Lasers when we can, spend hack tokens rather than raise
 * alarms, accept teammates' trades and orders, keep the better tool, pick useful tiles.
 * Every answer is one of the legal answers offered.
 */
import type { Action, Answer, EventId, Prompt, ToolId } from '@safecrackers/rules';
import { revealValue } from './exploration.js';
import type { Knowledge } from './knowledge.js';
import { stethoscopeChange } from './safeMath.js';
import { neededNumbers } from './safeProgress.js';

/** Tools from most to least useful to this planner. */
const TOOL_RANK: readonly ToolId[] = [
  'rollerskates',
  'donuts',
  'makeup-kit',
  'smoke-bomb',
  'invisible-suit',
  'stethoscope',
  'blueprints',
  'emp',
  'virus',
  'crowbar',
  'crystal-ball',
  'thermal-bomb',
  'dynamite',
];

/** Events from most welcome to most harmful, for the Crystal Ball's new order. */
const EVENT_RANK: readonly EventId[] = [
  'lampshade',
  'heads-up',
  'jury-rig',
  'daydreaming',
  'video-loop',
  'reboot',
  'brown-out',
  'peekhole',
  'change-of-plans',
  'gymnastics',
  'freight-elevator',
  'throw-voice',
  'buddy-system',
  'dead-drop',
  'time-lock',
  'keycode-change',
  'jump-the-gun',
  'shift-change',
  'lost-grip',
  'go-with-your-gut',
  'switch-signs',
  'shoplifting',
  'where-is-he',
  'espresso',
  'squeak',
  'crash',
];

const rank = <T>(list: readonly T[], x: T) => {
  const i = list.indexOf(x);
  return i < 0 ? list.length : i;
};

type AnswerOf<K extends Answer['kind']> = Extract<Answer, { kind: K }>;

function answers<K extends Answer['kind']>(legal: readonly Action[], kind: K): Array<AnswerOf<K>> {
  return legal.filter((a): a is AnswerOf<K> => a.type === 'answer' && a.kind === kind);
}

/** The answer the planner gives to `prompt`, chosen among `legal`. */
export function answerPrompt(k: Knowledge, prompt: Prompt, legal: readonly Action[]): Action {
  const first = legal[0] as Action;
  switch (prompt.kind) {
    case 'laser': {
      const options = answers(legal, 'laser');
      const order = ['pay', 'computer', 'laptop', 'alarm'];
      return options.sort((a, b) => order.indexOf(a.choice) - order.indexOf(b.choice))[0] ?? first;
    }
    case 'hack':
      return answers(legal, 'hack').find((a) => a.choice !== 'decline') ?? first;
    case 'trade':
    case 'orders':
      return legal.find((a) => a.type === 'answer' && 'accept' in a && a.accept) ?? first;
    case 'keepTool':
      return (
        answers(legal, 'keepTool').sort((a, b) => rank(TOOL_RANK, a.tool) - rank(TOOL_RANK, b.tool))[0] ??
        first
      );
    case 'stethoscope':
      return stethoscope(k, prompt.roll, legal) ?? first;
    case 'order': {
      const byRank = (cards: EventId[]) => cards.map((c) => rank(EVENT_RANK, c));
      const options = answers(legal, 'order');
      // The top card (index 0) is drawn first: the most welcome event goes there.
      return (
        options.find((o) => byRank(o.cards).every((r, i, all) => i === 0 || (all[i - 1] as number) <= r)) ??
        first
      );
    }
    case 'spotter':
      return spotter(k, prompt, legal) ?? first;
    case 'tile':
      return tileAnswer(k, prompt, legal) ?? first;
    case 'seat': {
      // Squeak ties and Buddy System: the character best able to pay for it.
      const options = answers(legal, 'seat');
      const stealth = (s: number) => k.view.players[s]?.stealth ?? 0;
      return options.sort((a, b) => stealth(b.seat) - stealth(a.seat))[0] ?? first;
    }
    case 'entrance':
      return first;
  }
}

function stethoscope(k: Knowledge, roll: number[], legal: readonly Action[]): Action | undefined {
  const safe = k.myTile;
  const change = k.kind(safe) === 'safe' ? stethoscopeChange(roll, neededNumbers(k, safe)) : null;
  const options = answers(legal, 'stethoscope');
  if (!change) return options.find((a) => a.die === null);
  return (
    options.find((a) => a.die === change.die && a.face === change.face) ?? options.find((a) => a.die === null)
  );
}

/** Clairvoyance: a patrol card whose tile is near us goes to the bottom of the deck. */
function spotter(k: Knowledge, prompt: Extract<Prompt, { kind: 'spotter' }>, legal: readonly Action[]) {
  const options = answers(legal, 'spotter');
  const card = prompt.card;
  let place: 'top' | 'bottom' = 'top';
  if (typeof card === 'object' && card.floor >= 0) {
    const tile = k.index(card);
    const near = tile === k.myTile || (k.open[k.myTile] ?? []).includes(tile);
    place = near ? 'bottom' : 'top';
  }
  return options.find((a) => a.place === place);
}

function tileAnswer(k: Knowledge, prompt: Extract<Prompt, { kind: 'tile' }>, legal: readonly Action[]) {
  const options = answers(legal, 'tile');
  const tiles = options.filter((o) => o.at !== null);
  if (tiles.length === 0) return options[0];
  if (prompt.reason === 'throw-voice') {
    // Send the guard to the neighbour farthest from us.
    const far = (o: AnswerOf<'tile'>) => {
      const t = k.index(o.at as NonNullable<typeof o.at>);
      const p = k.pos(t);
      const m = k.me.at;
      return m ? Math.abs(p.col - m.col) + Math.abs(p.row - m.row) + (p.floor === m.floor ? 0 : 10) : 0;
    };
    return tiles.sort((a, b) => far(b) - far(a))[0];
  }
  // Peekhole and Go With Your Gut: the tile most worth seeing.
  const value = (o: AnswerOf<'tile'>) => revealValue(k, k.index(o.at as NonNullable<typeof o.at>), []);
  return tiles.sort((a, b) => value(b) - value(a))[0];
}

/** The entrance (R3.10): far from the floor 1 guard, with many open sides to peek through. */
export function chooseEntrance(k: Knowledge, legal: readonly Action[], noise: () => number): Action {
  const options = answers(legal, 'entrance');
  const guard = k.guardTile[0] ?? -1;
  const distance = (from: number) => {
    const seen = new Map<number, number>([[from, 0]]);
    const queue = [from];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head] as number;
      for (const n of k.open[v] ?? []) {
        if (!seen.has(n)) {
          seen.set(n, (seen.get(v) as number) + 1);
          queue.push(n);
        }
      }
    }
    return seen.get(guard) ?? 8;
  };
  let best = options[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const o of options) {
    const tile = k.index(o.at);
    const score = Math.min(4, distance(tile)) + 0.3 * (k.open[tile]?.length ?? 0) + noise();
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best ?? (legal[0] as Action);
}
