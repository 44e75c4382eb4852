/**
 * The spies game's log as people read it (issue 32): oldest first, each turn under a header of
 * its own, each security phase named once above what happened in it (a phase in which nothing
 * happened is left out), and the events worth a toast: cards played, the alarm going up, the
 * house lights, a spy spotted or caught. Events arrive already cut to what the reader may know.
 */
import type { AsymEvent } from '@safecrackers/asym-rules';
import { t, tDynamic } from '../i18n/index.js';
import type { LogLine } from '../ui/gameLog.js';
import { eventLine } from './spyText.js';

export function logLines(events: readonly AsymEvent[]): LogLine[] {
  const lines: LogLine[] = [];
  /** A phase header waiting for the first event of its phase. */
  let phase: LogLine | null = null;
  for (const e of events) {
    if (e.type === 'turnStarted') {
      phase = null;
      lines.push({ text: t('spies.log.turn', { turn: e.turn }), header: 'turn' });
      continue;
    }
    if (e.type === 'phaseStarted') {
      const name = tDynamic(`spies.phaseName.${e.phase}`, {}, String(e.phase));
      phase = { text: t('spies.log.phase', { phase: e.phase, name }), header: 'phase' };
      continue;
    }
    const text = eventLine(e);
    if (text === null) continue;
    if (phase) {
      lines.push(phase);
      phase = null;
    }
    lines.push(text);
  }
  return lines;
}

/** The events of an update worth a toast, in words. */
export function announcements(events: readonly AsymEvent[]): string[] {
  return events.flatMap((e) => {
    const worth =
      e.type === 'spyCardPlayed' ||
      e.type === 'securityCardPlayed' ||
      (e.type === 'alarmChanged' && e.to > e.from) ||
      e.type === 'houseLights' ||
      e.type === 'spotted' ||
      e.type === 'caught';
    const text = worth ? eventLine(e) : null;
    return text ? [text] : [];
  });
}
