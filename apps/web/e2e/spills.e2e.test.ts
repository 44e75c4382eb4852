/**
 * The spill measurement the language and newcomer tests rely on (support/spills.ts) finds what
 * it is for: a word broken mid-word, text spilling out of its box, a page wider than the screen;
 * and leaves alone text wrapped between words and Chinese wrapped anywhere.
 */
import { CHROMIUM, describeNeeding } from '@safecrackers/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch } from './support/browser.js';
import { measureSpills } from './support/spills.js';

describeNeeding([CHROMIUM], 'measuring text that spills (issues 15, 32, 33)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a word broken mid-word and text out of its box, and nothing in text that wraps as it should', async () => {
    const page = await (await browser.newContext({ viewport: { width: 400, height: 400 } })).newPage();
    await page.setContent(`<body style="font: 16px sans-serif; margin: 0">
      <div data-testid="broken" style="width: 50px; overflow-wrap: anywhere">Clairvoyance</div>
      <div data-testid="spilled" style="width: 50px; white-space: nowrap">Clairvoyance</div>
      <div data-testid="wrapped" style="width: 120px">a line that wraps between its words</div>
      <div data-testid="chinese" style="width: 40px">每一项的作用都在这里</div>
    </body>`);
    const found = await measureSpills(page, 400);
    const what = (testid: string) =>
      found.filter((s) => s.what.startsWith(`div ${testid}`)).map((s) => s.what);
    expect(what('broken')).toEqual(['div broken (word broken)']);
    expect(what('spilled')).toContain('div spilled');
    expect(what('wrapped')).toEqual([]);
    expect(what('chinese')).toEqual([]);
  }, 30_000);
});
