import { describe, expect, it } from 'vitest';
import { Chat } from './chat.js';

/** The spies' side channel: seat 0 plays security, the others are spies. */
const spies = {
  channel: 'spies' as const,
  speaker: (seats: readonly number[]) => seats.find((s) => s >= 1) ?? null,
};

describe('a room chat', () => {
  it('A-R15.9 the side channel is read and spoken only by its side; the table by everyone', () => {
    const chat = new Chat(spies);
    expect(chat.say([1], 'Ivy', 'spies', 'docs in the study', 1)).toMatchObject({
      channel: 'spies',
      seat: 1,
    });
    // Security and a watcher may not speak on it, and nothing is kept for them.
    expect(chat.say([0], 'Sol', 'spies', 'hello', 2)).toBeNull();
    expect(chat.say([], 'Wes', 'spies', 'hello', 3)).toBeNull();
    expect(chat.say([], 'Wes', 'table', 'good luck', 4)).toMatchObject({ channel: 'table', seat: null });
    expect(chat.logFor([0]).map((l) => l.text)).toEqual(['good luck']);
    expect(chat.logFor([]).map((l) => l.text)).toEqual(['good luck']);
    expect(chat.logFor([2]).map((l) => l.text)).toEqual(['docs in the study', 'good luck']);
  });

  it('a game without a side channel has only the table', () => {
    const chat = new Chat();
    expect(chat.say([0], 'Ada', 'spies', 'psst', 1)).toBeNull();
    expect(chat.mayRead([0], 'spies')).toBe(false);
    expect(chat.say([0], 'Ada', 'table', 'hi', 2)?.seat).toBe(0);
  });

  it('reads its stored lines back, dropping what is not a line of this room', () => {
    const stored = [
      { channel: 'table', seat: null, name: 'Wes', text: 'hi', at: 1 },
      { channel: 'spies', seat: 2, name: 'Ivy', text: 'psst', at: 2 },
      { channel: 'spies', seat: null, name: 'Eve', text: 'no seat', at: 3 },
      { channel: 'crew', seat: 0, name: 'Ada', text: 'not a channel here', at: 4 },
      'garbage',
      null,
    ];
    expect(
      Chat.restored(stored, spies)
        .all()
        .map((l) => l.text),
    ).toEqual(['hi', 'psst']);
    expect(
      Chat.restored(stored)
        .all()
        .map((l) => l.text),
    ).toEqual(['hi']);
  });

  it('keeps when in the game a line was said for storage and the replay, never for the wire', () => {
    const chat = new Chat();
    expect(chat.say([0], 'Ada', 'table', 'in the lobby', 1)).not.toHaveProperty('version');
    expect(chat.say([1], 'Bo', 'table', 'on turn two', 2, 7)).not.toHaveProperty('version');
    expect(chat.all().map((l) => l.version)).toEqual([undefined, 7]);
    expect(chat.logFor([0]).every((l) => !('version' in l))).toBe(true);
    // Read back from storage: the version stays, a bad one drops the line, and nothing else comes along.
    const restored = Chat.restored([
      ...chat.all(),
      { channel: 'table', seat: 0, name: 'Ada', text: 'bad', at: 3, version: 'x' },
      { channel: 'table', seat: 0, name: 'Ada', text: 'extra', at: 4, html: '<b>' },
    ]);
    expect(restored.all()).toEqual([
      { channel: 'table', seat: 0, name: 'Ada', text: 'in the lobby', at: 1 },
      { channel: 'table', seat: 1, name: 'Bo', text: 'on turn two', at: 2, version: 7 },
      { channel: 'table', seat: 0, name: 'Ada', text: 'extra', at: 4 },
    ]);
  });

  it('keeps the last hundred lines', () => {
    const chat = new Chat();
    for (let i = 0; i < 130; i++) chat.say([0], 'Ada', 'table', `line ${i}`, i);
    expect(chat.all()).toHaveLength(100);
    expect(chat.all()[0]?.text).toBe('line 30');
  });
});
