import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedIds, definedIds, testTitles } from './ruleIds.js';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** Every *.test.ts under apps/ and packages/, dependencies and builds left out. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('rule IDs in test names resolve in docs/', () => {
  it('reads titles, IDs and definitions as the specifications write them', () => {
    const source = [
      "describe('guards (R7)', () => {",
      "  it('R7.6 D1 ties break north first', () => {});",
      '  it.each(CASES)(`R1.19 %s games replay (A-R16.2)`, () => {});',
      "  describeNeeding([REDIS], 'A-D57 one copy per turn', () => {});",
      "  it('moves to D4 and A2', () => {});",
      '});',
    ].join('\n');
    const titles = testTitles(source);
    expect(titles).toEqual([
      'guards (R7)',
      'R7.6 D1 ties break north first',
      'R1.19 %s games replay (A-R16.2)',
      'A-D57 one copy per turn',
      'moves to D4 and A2',
    ]);
    expect(titles.flatMap(citedIds)).toEqual(['R7.6', 'D1', 'R1.19', 'A-R16.2', 'A-D57', 'D4']);
    const spec = '## 7. Guards\n### 7.1 Patrols\n- **R7.6 Tie-break.** ...\n- **D1 Guard tie-break (R7.6).**';
    expect([...definedIds(spec, '')].sort()).toEqual(['D1', 'R7', 'R7.1', 'R7.6']);
    expect(definedIds('## 3. Round structure\n- **A-R3.4 Decay.**', 'A-')).toEqual(
      new Set(['A-R3.4', 'A-R3']),
    );
  });

  it('every rule and decision a test name cites is defined in docs/RULES.md or docs/ASYMMETRIC.md', () => {
    const defined = new Set([
      ...definedIds(readFileSync(path.join(REPO, 'docs/RULES.md'), 'utf8'), ''),
      ...definedIds(readFileSync(path.join(REPO, 'docs/ASYMMETRIC.md'), 'utf8'), 'A-'),
    ]);
    const unresolved: string[] = [];
    let citations = 0;
    for (const file of [...testFiles(path.join(REPO, 'apps')), ...testFiles(path.join(REPO, 'packages'))]) {
      for (const title of testTitles(readFileSync(file, 'utf8')))
        for (const id of citedIds(title)) {
          citations++;
          if (!defined.has(id)) unresolved.push(`${id} in ${path.relative(REPO, file)}: "${title}"`);
        }
    }
    expect(unresolved).toEqual([]);
    // The scan found the suite's citations (well over a thousand), not an empty set.
    expect(citations).toBeGreaterThan(1000);
  });
});
