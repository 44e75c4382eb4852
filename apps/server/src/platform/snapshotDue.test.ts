import { seededRandom } from '@safecrackers/bots';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '@safecrackers/protocol';
import { describe, expect, it } from 'vitest';
import { snapshotDue } from './snapshotDue.js';

describe('snapshotDue (issue 12)', () => {
  it('is due exactly once in every run of `every` consecutive inputs', () => {
    for (const code of ['ABC234', 'ZZZ999', 'Q7K2MP']) {
      for (let start = 1; start < 200; start += 7) {
        const due = Array.from({ length: 50 }, (_, i) => snapshotDue(code, start + i, 50));
        expect(due.filter(Boolean)).toHaveLength(1);
      }
    }
  });

  it('spreads rooms that move in step over the whole interval', () => {
    const random = seededRandom('snapshot-due');
    const letter = () => ROOM_CODE_ALPHABET[Math.floor(random() * ROOM_CODE_ALPHABET.length)]!;
    const codes = Array.from({ length: 1000 }, () =>
      Array.from({ length: ROOM_CODE_LENGTH }, letter).join(''),
    );
    const dueAt = new Map<number, number>();
    for (const code of codes) {
      const version = Array.from({ length: 50 }, (_, i) => i + 1).find((v) => snapshotDue(code, v, 50))!;
      dueAt.set(version, (dueAt.get(version) ?? 0) + 1);
    }
    // 1,000 rooms over 50 points: about 20 at each, none with a burst of them.
    expect(dueAt.size).toBe(50);
    expect(Math.max(...dueAt.values())).toBeLessThan(60);
  });
});
