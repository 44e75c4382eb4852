/**
 * Groups of tests that need outside pieces. Where a piece is missing the group fails, naming
 * it and the command that installs it: a green run always means the tests ran. Outside CI a
 * contributor may leave such groups out on purpose with SKIP_MISSING (a list of piece ids, or
 * `all`); the runner then prints how many tests it left out (leftOutReporter.ts). Under
 * CI=true nothing may be left out.
 */
import { beforeAll, describe } from 'vitest';
import { LEFT_OUT } from './leftOut.js';
import type { Piece } from './pieces.js';

export { LEFT_OUT };

export type Decision =
  | { kind: 'run' }
  | { kind: 'fail'; message: string }
  | { kind: 'leave out'; name: string };

/** What to do with a group that needs these pieces, of which `missing` are not here. */
export function decide(missing: readonly Piece[], env: { CI?: string; SKIP_MISSING?: string }): Decision {
  if (missing.length === 0) return { kind: 'run' };
  const ids = missing.map((p) => p.id);
  const listed = (env.SKIP_MISSING ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const optedOut = ids.every((id) => listed.includes(id) || listed.includes('all'));
  const ci = Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
  if (optedOut && !ci) return { kind: 'leave out', name: `${LEFT_OUT} ${ids.join(', ')}]` };
  const lines = missing.map((p) => `- ${p.what} is missing: ${p.install}`);
  const why = ci
    ? 'Under CI nothing may be left out.'
    : `To leave these tests out on purpose, set SKIP_MISSING=${ids.join(',')} (never in CI).`;
  return { kind: 'fail', message: ['These tests need:', ...lines, why].join('\n') };
}

/** describe() for a group of tests that needs `pieces`. */
export function describeNeeding(pieces: readonly Piece[], name: string, body: () => void): void {
  const decision = decide(
    pieces.filter((p) => !p.present()),
    process.env,
  );
  if (decision.kind === 'run') describe(name, body);
  else if (decision.kind === 'leave out') describe.skip(`${decision.name} ${name}`, body);
  else
    describe(name, () => {
      beforeAll(() => {
        throw new Error(decision.message);
      });
      body();
    });
}
