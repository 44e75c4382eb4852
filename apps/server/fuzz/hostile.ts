/**
 * Hostile message types and payloads: reserved and routed names of Colyseus, prototype keys,
 * wrong shapes of every real message, extreme numbers, huge and deeply nested values, and
 * inputs that are well formed but not the sender's to make.
 */
import { ClientMessage } from '@safecrackers/protocol';
import type { Picker } from './pick.js';

/** Names Colyseus reserves, routes internally or that JavaScript objects carry. */
export const RESERVED_TYPES = [
  '__no_message_handler',
  '*',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__playground_message_types',
  '__onLeave',
  'onMessage',
  '',
] as const;

const REAL_TYPES = Object.values(ClientMessage);

export function hostileType(pick: Picker): string | number {
  switch (pick.int(6)) {
    case 0:
    case 1:
      return pick.one(REAL_TYPES);
    case 2:
      return pick.one(RESERVED_TYPES);
    case 3:
      return pick.int(256);
    case 4:
      return 'x'.repeat(1 + pick.int(80));
    default:
      return `${pick.one(REAL_TYPES)}${pick.one(['/', '.', ' ', '\u0000', 'é', '🙂'])}`;
  }
}

const ATOMS: unknown[] = [
  null,
  undefined,
  true,
  false,
  0,
  -0,
  1,
  -1,
  3.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  '',
  'A1',
  '\u0000',
  '🙂'.repeat(30),
  '__proto__',
];

/** A value of a random shape, `depth` levels deep at most. */
export function hostileValue(pick: Picker, depth = 3): unknown {
  const kind = pick.int(depth > 0 ? 10 : 5);
  switch (kind) {
    case 0:
      return 's'.repeat(pick.int(2) === 0 ? pick.int(64) : 1000 + pick.int(5000));
    case 1:
      return pick.int(1000) - 500;
    case 2:
    case 3:
    case 4:
      return pick.one(ATOMS);
    case 5:
      return Array.from({ length: pick.int(8) }, () => hostileValue(pick, depth - 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: pick.int(5) }, () => [
          pick.one(['seat', 'action', 'answer', 'type', 'to', 'ready', 'name', 'token']),
          hostileValue(pick, depth - 1),
        ]),
      );
    case 7:
      return JSON.parse(
        `{"__proto__": {"polluted": ${pick.int(9)}}, "constructor": {"prototype": {"x": 1}}}`,
      );
    case 8:
      return { toString: pick.int(9), valueOf: 'no', toJSON: null };
    default:
      return nested(pick.int(2) === 0 ? 40 : 2000);
  }
}

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** A well-formed input that is not the sender's to make, or makes no sense now. */
export function wellFormedIntrusion(pick: Picker): { type: string; payload: unknown } {
  const seat = pick.int(5);
  switch (pick.int(8)) {
    case 0:
      return { type: ClientMessage.action, payload: { seat, action: { type: 'endActions' } } };
    case 1:
      return {
        type: ClientMessage.action,
        payload: { seat, action: { type: 'move', to: { floor: 0, col: pick.int(4), row: pick.int(4) } } },
      };
    case 2:
      return {
        type: ClientMessage.answer,
        payload: { seat, answer: { type: 'answer', kind: 'entrance', at: { floor: 0, col: 0, row: 0 } } },
      };
    case 3:
      return { type: ClientMessage.claimSeat, payload: { seat: pick.int(4) } };
    case 4:
      return { type: ClientMessage.start, payload: {} };
    case 5:
      return {
        type: ClientMessage.configure,
        payload: { scenario: pick.one(['office', 'bank', 'fortknox']) },
      };
    case 6:
      return { type: ClientMessage.pickCharacter, payload: { seat: pick.int(4), character: 'hawk' } };
    default:
      return { type: ClientMessage.sync, payload: undefined };
  }
}
