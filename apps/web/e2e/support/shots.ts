/** Screenshots the tests keep as artifacts for people to look at. */
import type { Page } from 'playwright-core';

type ShotOptions = NonNullable<Parameters<Page['screenshot']>[0]>;

const CAPTURE_TRIES = 3;

/**
 * Takes a screenshot, trying again when Chromium answers "Unable to capture screenshot": with
 * software GL the compositor now and then has no frame ready (seen once in CI, issue 31), which
 * says nothing about the page. Any other failure is the test's to report.
 */
export async function saveShot(page: Page, options: ShotOptions): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.screenshot(options);
      return;
    } catch (error) {
      const transient = error instanceof Error && error.message.includes('Unable to capture screenshot');
      if (!transient || attempt >= CAPTURE_TRIES) throw error;
      await page.waitForTimeout(250 * attempt);
    }
  }
}
