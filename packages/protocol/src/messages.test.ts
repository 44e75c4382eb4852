import { describe, expect, it } from 'vitest';
import {
  actionMessageSchema,
  answerMessageSchema,
  clientMessageSchemas,
  configureSchema,
  displayNameSchema,
  joinOptionsSchema,
  pickCharacterSchema,
} from './messages.js';

describe('display names', () => {
  it('trims and collapses spaces', () => {
    expect(displayNameSchema.parse('  Ada   Lovelace ')).toBe('Ada Lovelace');
  });
  it.each(['', '   ', 'x'.repeat(25), 'bell\u0007'])('rejects %j', (name) => {
    expect(displayNameSchema.safeParse(name).success).toBe(false);
  });
  it('rejects non-strings', () => {
    expect(joinOptionsSchema.safeParse({ name: 42 }).success).toBe(false);
  });
  it('turns a lone UTF-16 surrogate into U+FFFD, as the schema sends it (issue 29)', () => {
    const halfEmoji = '😀'.slice(0, 1);
    expect(displayNameSchema.parse(`Ada ${halfEmoji}`)).toBe('Ada \ufffd');
    expect(displayNameSchema.parse('\udc00Bo\ud800')).toBe('\ufffdBo\ufffd');
    expect(displayNameSchema.parse('Cy 😀')).toBe('Cy 😀');
    const { name } = joinOptionsSchema.parse(JSON.parse('{"name":"Dee \\ud83d"}'));
    expect(name).toBe('Dee \ufffd');
  });
});

describe('action and answer messages', () => {
  it('accepts a move with an optional seat', () => {
    const move = { type: 'move', to: { floor: 0, col: 1, row: 2 } };
    expect(actionMessageSchema.parse({ action: move })).toEqual({ action: move });
    expect(actionMessageSchema.parse({ seat: 2, action: move }).seat).toBe(2);
  });
  it.each([
    { action: { type: 'move' } },
    { action: { type: 'move', to: { floor: 0, col: -1, row: 0 } } },
    { action: { type: 'fly' } },
    { action: { type: 'drop', extra: 1 } },
    { seat: 7, action: { type: 'drop' } },
    { action: { type: 'useTool', tool: 'lightsaber' } },
    { action: 'move' },
    null,
  ])('rejects the bad action %j', (payload) => {
    expect(actionMessageSchema.safeParse(payload).success).toBe(false);
  });
  it('accepts answers of every shape it knows', () => {
    const answers = [
      { type: 'answer', kind: 'entrance', at: { floor: 0, col: 0, row: 3 } },
      { type: 'answer', kind: 'tile', at: null },
      { type: 'answer', kind: 'stethoscope', die: null },
      { type: 'answer', kind: 'order', cards: ['crash', 'reboot'] },
    ];
    for (const answer of answers) expect(answerMessageSchema.parse({ answer }).answer).toEqual(answer);
  });
  it('rejects an intent sent as an answer', () => {
    expect(
      answerMessageSchema.safeParse({ answer: { type: 'move', to: { floor: 0, col: 0, row: 0 } } }).success,
    ).toBe(false);
  });
});

describe('lobby messages', () => {
  it('picks a character, a side or both, never nothing', () => {
    expect(pickCharacterSchema.safeParse({ seat: 0, character: 'rigger' }).success).toBe(true);
    expect(pickCharacterSchema.safeParse({ seat: 0, side: 'advanced' }).success).toBe(true);
    expect(pickCharacterSchema.safeParse({ seat: 0, character: null, side: 'basic' }).success).toBe(true);
    expect(pickCharacterSchema.safeParse({ seat: 0 }).success).toBe(false);
  });
  it('bounds the stealth option', () => {
    expect(configureSchema.safeParse({ stealth: 0 }).success).toBe(false);
    expect(configureSchema.safeParse({ stealth: 3, scenario: 'bank' }).success).toBe(true);
  });
  it('has a schema for every client message name', () => {
    expect(Object.keys(clientMessageSchemas).sort()).toMatchInlineSnapshot(`
      [
        "action",
        "answer",
        "chat",
        "lobby/character",
        "lobby/claim",
        "lobby/configure",
        "lobby/free",
        "lobby/ready",
        "lobby/release",
        "lobby/seats",
        "lobby/start",
        "log/before",
        "seat/addBot",
        "seat/handOver",
        "seat/reclaim",
        "seat/removeBot",
        "sync",
      ]
    `);
  });
});
