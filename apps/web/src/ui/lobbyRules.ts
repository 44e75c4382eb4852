/**
 * Why the host cannot start yet, in the same words and order as the server's lobby
 * (apps/server/src/platform/lobby.ts startProblems), so the button explains itself up front.
 */

import type { RoomWire } from '@safecrackers/protocol/state';
import { t } from '../i18n/index.js';

export function startProblems(room: RoomWire): string[] {
  const problems: string[] = [];
  room.seats.forEach((seat, i) => {
    if (seat.holder === null) problems.push(t('lobby.problem.empty', { n: i + 1 }));
    // A bot without a character gets one nobody picked at the start.
    else if (room.config.assignment === 'chosen' && seat.character === null && !seat.bot)
      problems.push(t('lobby.problem.character', { n: i + 1 }));
  });
  const holders = new Set(room.seats.flatMap((s) => (s.holder ? [s.holder] : [])));
  for (const holder of holders) {
    const member = room.members.find((m) => m.sessionId === holder);
    if (member && !member.ready) problems.push(t('lobby.problem.ready', { name: member.name }));
  }
  return problems;
}
