/** Answers to prompts: the legal ones (for legalActions) and the check of a given one. */
import type { Answer, Prompt } from './actions.js';
import { fail } from './errors.js';
import type { EventId, Pos } from './types.js';

/** `b` comes from a client and may be anything: a missing or malformed position matches nothing. */
function samePos(a: Pos, b: unknown): boolean {
  if (!b || typeof b !== 'object') return false;
  const p = b as Pos;
  return a.floor === p.floor && a.col === p.col && a.row === p.row;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

export function answersFor(prompt: Prompt): Answer[] {
  switch (prompt.kind) {
    case 'entrance':
      return prompt.options.map((at) => ({ type: 'answer', kind: 'entrance', at }));
    case 'laser':
      return prompt.options.map((choice) => ({ type: 'answer', kind: 'laser', choice }));
    case 'hack':
      return prompt.options.map((choice) => ({ type: 'answer', kind: 'hack', choice }));
    case 'trade':
    case 'orders':
      return [true, false].map((accept) => ({ type: 'answer', kind: prompt.kind, accept }) as Answer);
    case 'keepTool':
      return [...new Set(prompt.tools)].map((tool) => ({ type: 'answer', kind: 'keepTool', tool }));
    case 'tile': {
      const out: Answer[] = prompt.options.map((at) => ({ type: 'answer', kind: 'tile', at }));
      if (prompt.optional) out.push({ type: 'answer', kind: 'tile', at: null });
      return out;
    }
    case 'seat':
      return prompt.options.map((seat) => ({ type: 'answer', kind: 'seat', seat }));
    case 'stethoscope': {
      const out: Answer[] = [{ type: 'answer', kind: 'stethoscope', die: null }];
      prompt.roll.forEach((value, die) => {
        for (let face = 1; face <= 6; face++) {
          if (face !== value) out.push({ type: 'answer', kind: 'stethoscope', die, face });
        }
      });
      return out;
    }
    case 'spotter':
      return (['top', 'bottom'] as const).map((place) => ({ type: 'answer', kind: 'spotter', place }));
    case 'order':
      return permutations(prompt.cards).map((cards) => ({ type: 'answer', kind: 'order', cards }));
  }
}

function sameMultiset(a: EventId[], b: EventId[]): boolean {
  return a.length === b.length && [...a].sort().join() === [...b].sort().join();
}

/** Throws a RuleError unless `answer` is a legal answer to `prompt`. */
export function checkAnswer(prompt: Prompt, answer: Answer): void {
  if (answer.kind !== prompt.kind)
    fail('prompt/wrong_kind', `The pending choice is "${prompt.kind}", not "${answer.kind}".`);
  const bad = (why: string): never => fail('prompt/invalid_answer', why);
  switch (prompt.kind) {
    case 'entrance': {
      const a = answer as Extract<Answer, { kind: 'entrance' }>;
      if (!prompt.options.some((o) => samePos(o, a.at)))
        bad('The entrance must be a tile of the first floor.');
      return;
    }
    case 'laser':
    case 'hack': {
      const a = answer as { choice: string };
      if (!(prompt.options as string[]).includes(a.choice))
        bad(`Choose one of: ${prompt.options.join(', ')}.`);
      return;
    }
    case 'trade':
    case 'orders':
      if (typeof (answer as { accept: unknown }).accept !== 'boolean') bad('Answer accept: true or false.');
      return;
    case 'keepTool': {
      const a = answer as Extract<Answer, { kind: 'keepTool' }>;
      if (!prompt.tools.includes(a.tool)) bad(`Keep one of: ${prompt.tools.join(', ')}.`);
      return;
    }
    case 'tile': {
      const a = answer as Extract<Answer, { kind: 'tile' }>;
      if (a.at === null) {
        if (!prompt.optional) bad('You must choose a tile.');
        return;
      }
      const at = a.at;
      if (!prompt.options.some((o) => samePos(o, at))) bad('That tile is not one of the choices.');
      return;
    }
    case 'seat': {
      const a = answer as Extract<Answer, { kind: 'seat' }>;
      if (!prompt.options.includes(a.seat)) bad('That character is not one of the choices.');
      return;
    }
    case 'stethoscope': {
      const a = answer as Extract<Answer, { kind: 'stethoscope' }>;
      if (a.die === null) return;
      if (!Number.isInteger(a.die) || a.die < 0 || a.die >= prompt.roll.length)
        bad('Name a die of the roll by its position.');
      if (!Number.isInteger(a.face) || (a.face as number) < 1 || (a.face as number) > 6)
        bad('A die face is 1 to 6.');
      return;
    }
    case 'spotter': {
      const a = answer as Extract<Answer, { kind: 'spotter' }>;
      if (a.place !== 'top' && a.place !== 'bottom') bad('Put the card on top or at the bottom.');
      return;
    }
    case 'order': {
      const a = answer as Extract<Answer, { kind: 'order' }>;
      if (!Array.isArray(a.cards) || !sameMultiset(a.cards, prompt.cards))
        bad('Give the seen cards in a new order.');
      return;
    }
  }
}
