/**
 * A server or engine error in the player's words: the catalogue's text for its code, and why the
 * host cannot start when the server says. The server's `message` is English developer text and is
 * never shown; a code the catalogue does not know (a newer server) reads as `error.generic`.
 */
import type { StartProblem } from '@safecrackers/protocol/wire';
import { hasKey, t } from '../i18n/index.js';

export function errorText(error: { code: string; reasons?: readonly StartProblem[] }): string {
  const key = `error.${error.code}`;
  const text = hasKey(key) ? t(key) : t('error.generic');
  const reasons = (error.reasons ?? []).flatMap((problem) => startProblemText(problem) ?? []);
  return [text, ...reasons].join(' ');
}

/** One thing that keeps the host from starting, in words; null for a kind this client does not know. */
export function startProblemText(problem: StartProblem): string | null {
  switch (problem.code) {
    case 'seat/empty':
      return t('lobby.problem.empty', { n: problem.seat + 1 });
    case 'seat/no_character':
      return t('lobby.problem.character', { n: problem.seat + 1 });
    case 'seat/unmanned':
      return t('lobby.problem.unmanned', {
        seat:
          problem.seat === 0 ? t('spies.lobby.seatSecurity') : t('spies.lobby.seatSpy', { n: problem.seat }),
      });
    case 'member/not_ready':
      return t('lobby.problem.ready', { name: problem.name });
    default:
      return null;
  }
}
