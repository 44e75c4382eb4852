/**
 * Debian's Chromium through playwright-core (never a downloaded browser), headless, with
 * software WebGL so that Pixi renders on machines without a GPU.
 */
import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * Whether the browser tests run here. Outside CI a machine without Chromium skips them; in CI
 * (`CI` set) they always run, so a missing browser fails them instead of passing silently.
 */
export function hasChromium(): boolean {
  return fs.existsSync(CHROMIUM) || Boolean(process.env.CI);
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: LAUNCH_ARGS });
}

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };
