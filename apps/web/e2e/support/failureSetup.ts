/** The web project's setup file: browser test files get the failure report, unit files nothing. */
import { expect } from 'vitest';

if (expect.getState().testPath?.endsWith('.e2e.test.ts')) await import('./failureReport.js');
