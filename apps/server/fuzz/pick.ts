/** Seeded choices for the fuzzer: every run with the same seed sends the same things. */
import { type Random, seededRandom } from '@safecrackers/bots';

export class Picker {
  readonly random: Random;

  constructor(seed: string) {
    this.random = seededRandom(seed);
  }

  int(below: number): number {
    return Math.floor(this.random() * below);
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  one<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = this.int(256);
    return out;
  }

  /** A child picker with its own sequence, so that concurrent tasks stay reproducible. */
  fork(label: string): Picker {
    return new Picker(`${label}:${this.int(2 ** 31)}`);
  }
}
