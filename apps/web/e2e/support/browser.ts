/**
 * Debian's Chromium through playwright-core (never a downloaded browser), headless, with
 * software WebGL so that Pixi renders on machines without a GPU.
 */
// The pieces alone (not the kit's index, which loads vitest): scripts launch browsers too.
import { CHROMIUM_PATH } from '@safecrackers/test-kit/pieces';
import { type Browser, chromium } from 'playwright-core';
import { followPages } from './pageLog.js';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * The browser for a test file. Its pages ask for reduced motion unless a context says
 * otherwise (`reducedMotion: 'no-preference'`): the board then moves pieces at once instead
 * of animating them, as it does for players who ask for it, and tests wait on the game, not
 * on animations. Tests about animation itself open their contexts with motion. End turn does
 * not ask before an event unless a test turns the question on. Every page's
 * console is kept for the report of a failing test (failureReport.ts).
 */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    // End turn asks before drawing an event with actions left (issue 33); tests that end turns
    // early do not stop to answer. The test of the question itself turns it back on.
    await context.addInitScript(() => {
      try {
        if (window.localStorage.getItem('safecrackers.askEndTurn') === null)
          window.localStorage.setItem('safecrackers.askEndTurn', '0');
      } catch {
        // A page with no storage of its own (about:blank, set content): nothing to turn off.
      }
    });
    followPages(context);
    return context;
  };
  return browser;
}

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };
