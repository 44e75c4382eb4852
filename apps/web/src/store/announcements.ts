/**
 * What the whole crew must see as it happens (issue 33), not only find in the log afterwards:
 * a card drawn (an event, a tool, loot) as a card with its text, stealth lost and an alarm as
 * a line. Each stays in the log as well; the words are the log's.
 */
import type { DomainEvent } from '@safecrackers/rules';
import { eventText, lootText, toolText } from '../i18n/names.js';
import { describeEvent, type Names } from './logText.js';

export interface Announcement {
  /** The card's head: who drew what. */
  title?: string;
  text: string;
}

export function announcements(events: readonly DomainEvent[], names: Names): Announcement[] {
  const out: Announcement[] = [];
  for (const e of events) {
    const line = describeEvent(e, names);
    if (line === null) continue;
    if (e.type === 'eventDrawn') out.push({ title: line, text: eventText(e.card) });
    else if (e.type === 'toolGained') out.push({ title: line, text: toolText(e.tool) });
    else if (e.type === 'lootGained') out.push({ title: line, text: lootText(e.card) });
    else if (e.type === 'stealthLost' || e.type === 'alarmTriggered') out.push({ text: line });
  }
  return out;
}
