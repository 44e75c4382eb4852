import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOnce, isStale } from './buildOnce.js';

function workspace() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-build-once-'));
  const source = path.join(dir, 'src');
  fs.mkdirSync(source);
  fs.writeFileSync(path.join(source, 'a.ts'), 'a');
  return { dir, source, output: path.join(dir, 'out.js') };
}

const touch = (file: string, msAgo: number) => {
  const at = new Date(Date.now() - msAgo);
  fs.utimesSync(file, at, at);
};

describe('a build test files share', () => {
  it('is stale when missing or older than a source, fresh otherwise', () => {
    const { source, output } = workspace();
    expect(isStale(output, [source])).toBe(true);
    fs.writeFileSync(output, 'built');
    touch(path.join(source, 'a.ts'), 60_000);
    expect(isStale(output, [source])).toBe(false);
    touch(output, 120_000);
    expect(isStale(output, [source])).toBe(true);
  });

  it('builds once for many callers at the same time, and not again while fresh', async () => {
    const { source, output } = workspace();
    touch(path.join(source, 'a.ts'), 60_000);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      fs.writeFileSync(output, `build ${builds}`);
    };
    await Promise.all(Array.from({ length: 4 }, () => buildOnce({ output, sources: [source], build })));
    expect(builds).toBe(1);
    await buildOnce({ output, sources: [source], build });
    expect(builds).toBe(1);
    expect(fs.existsSync(`${output}.lock`)).toBe(false);
  });

  it('makes the folder of its lock (a fresh clone has no dist/ yet)', async () => {
    const { dir, source } = workspace();
    const output = path.join(dir, 'dist', 'out.js');
    await buildOnce({
      output,
      sources: [source],
      build: async () => fs.writeFileSync(output, 'built'),
    });
    expect(fs.readFileSync(output, 'utf8')).toBe('built');
  });

  it('takes over a lock a killed run left behind', async () => {
    const { source, output } = workspace();
    fs.mkdirSync(`${output}.lock`);
    touch(`${output}.lock`, 10 * 60_000);
    let builds = 0;
    await buildOnce({
      output,
      sources: [source],
      build: async () => {
        builds++;
        fs.writeFileSync(output, 'built');
      },
    });
    expect(builds).toBe(1);
  });
});
