/**
 * Prints how many tests a run left out because a piece they need is missing and SKIP_MISSING
 * said so (needs.ts): a run that left tests out says it, in its last lines.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { LEFT_OUT } from './leftOut.js';

export default class LeftOutReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const byNeed = new Map<string, number>();
    for (const m of modules)
      for (const test of m.children.allTests()) {
        let suite = test.parent;
        while (suite.type === 'suite' && !suite.name.startsWith(LEFT_OUT)) suite = suite.parent;
        if (suite.type !== 'suite') continue;
        const need = suite.name.slice(0, suite.name.indexOf(']') + 1);
        byNeed.set(need, (byNeed.get(need) ?? 0) + 1);
      }
    for (const [need, count] of byNeed)
      process.stdout.write(`\nLEFT OUT (SKIP_MISSING): ${count} tests ${need.slice(1, -1)}\n`);
  }
}
