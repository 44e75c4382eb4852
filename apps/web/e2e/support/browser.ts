/**
 * Debian's Chromium through playwright-core (never a downloaded browser), headless, with
 * software WebGL so that Pixi renders on machines without a GPU.
 */
import { CHROMIUM_PATH } from '@safecrackers/test-kit';
import { type Browser, chromium } from 'playwright-core';

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
}

export const DESKTOP = { width: 1280, height: 720 };
export const PHONE = { width: 390, height: 844 };
