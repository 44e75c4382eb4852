/**
 * Vitest's sequencer for this repository (root vitest.config.ts): longest files first, timed by
 * this machine's last run or else by test-durations.json (keyed by path) (longestFirst.ts says why).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { longestFirst } from './longestFirst.js';

const HINTS_FILE = resolve(import.meta.dirname, '../../../test-durations.json');

function readHints(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(HINTS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const hints = readHints();
    const root = this.ctx.config.root;
    const timed = files.map((spec) => {
      const path = relative(root, spec.moduleId);
      const key = `${spec.project.name}:${path}`;
      const cached = this.ctx.cache.getFileTestResults(key);
      return {
        spec,
        key,
        failedLastTime: cached?.failed ?? false,
        seconds: cached ? cached.duration / 1000 : hints[path],
      };
    });
    return longestFirst(timed).map((t) => t.spec);
  }
}
