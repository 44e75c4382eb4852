/**
 * The leak audit of A-R15.10 over what a security client or a spectator received. The
 * server's truth is rebuilt by replaying the stored log; every decoded update must then equal
 * what the engine's security projection gives at a later step of it (view, announcements), carry no
 * spy overlay before the end, and every raw frame before the game-over frame must be free of
 * the names that only spy data has. No spy chat line may reach them, ever.
 */

import { isDeepStrictEqual } from 'node:util';
import { type AsymEvent, type AsymState, eventsFor, viewFor } from '@safecrackers/asym-rules';
import type { AsymUpdatePayload, ChatLine } from '@safecrackers/protocol';

/** Keys and event types that only spy views and spy-audience events contain. */
export const SPY_ONLY_NAMES = [
  'overlay',
  'knownDocuments',
  'camouflaged',
  'carriesDocument',
  'carriesBody',
  'posture',
  'bodies',
  'lure',
  'marked',
  'disarmed',
  'jammed',
  'spyMoved',
  'spyEntered',
  'documentRevealed',
  'documentScouted',
  'breached',
  'killed',
  'opened',
  'markersPlaced',
  'actionBegun',
  'actionEnded',
  'bodyPickedUp',
  'bodyDropped',
  'lurePlaced',
  'dogDisplaced',
  'noiseMuffled',
  'documentHandedOver',
  'camouflaged',
  'emerged',
  'postureChanged',
];

/** A name as msgpack writes it (a fixstr): the length byte and the UTF-8 bytes. */
function fixstr(name: string): Buffer {
  const bytes = Buffer.from(name, 'utf8');
  return Buffer.concat([Buffer.from([0xa0 | bytes.length]), bytes]);
}
const PATTERNS = SPY_ONLY_NAMES.map((n) => ({ name: n, bytes: fixstr(n) }));
const GAME_OVER = fixstr('gameOver');

export interface Stream {
  updates: AsymUpdatePayload[];
  frames: Uint8Array[];
  chat: ChatLine[];
}

export interface AuditResult {
  problems: string[];
  updates: number;
  frames: number;
}

/** Security's view at each step of the log, computed once per step and shared by audits. */
const viewsOf = new WeakMap<object, Map<number, unknown>>();
function securityViewAt(steps: ReadonlyArray<{ state: AsymState }>, j: number): unknown {
  let views = viewsOf.get(steps);
  if (!views) {
    views = new Map();
    viewsOf.set(steps, views);
  }
  if (!views.has(j)) views.set(j, viewFor((steps[j] as { state: AsymState }).state, 0));
  return views.get(j);
}

/**
 * Each update is matched, in order, to the first later step of the log whose security view it
 * shows and whose announcements since the previous match are exactly its events (versions are
 * the receiver's own count, issue 29, so they say nothing about the log).
 */
export function auditSecurityStream(
  who: string,
  stream: Stream,
  steps: ReadonlyArray<{ state: AsymState; events: AsymEvent[] }>,
  chatSecret: string,
): AuditResult {
  const problems: string[] = [];
  let updates = 0;
  let at = 0;
  for (const [i, u] of stream.updates.entries()) {
    if (u.view.outcome) continue;
    updates++;
    if (u.overlay) problems.push(`${who} update #${i} (v${u.version}) carries the spy overlay`);
    if (u.log) problems.push(`${who} update #${i} (v${u.version}) carries the log before the end`);
    if (u.legal.some((l) => l.seat !== 0)) problems.push(`${who} update #${i}: legal inputs of a spy seat`);
    if (u.full && u.events.some((e) => e.audience !== 'all'))
      problems.push(`${who} update #${i} (v${u.version}): events beyond the announcements`);
    const heard: AsymEvent[] = [];
    let match = -1;
    for (let j = u.full ? at : at + 1; j < steps.length; j++) {
      if (j > at) heard.push(...eventsFor((steps[j] as { events: AsymEvent[] }).events, null));
      const eventsMatch = u.full || isDeepStrictEqual(u.events, heard);
      if (eventsMatch && isDeepStrictEqual(u.view, securityViewAt(steps, j))) {
        match = j;
        break;
      }
    }
    if (match < 0) {
      problems.push(
        `${who} update #${i} (v${u.version}): no later step of the log has this security view and these announcements`,
      );
      continue;
    }
    at = match;
  }
  const secret = Buffer.from(chatSecret, 'utf8');
  let frames = 0;
  let over = false;
  for (const [i, f] of stream.frames.entries()) {
    const bytes = Buffer.from(f);
    frames++;
    if (bytes.includes(secret)) problems.push(`${who} frame #${i} carries a spy chat line`);
    over ||= bytes.includes(GAME_OVER);
    if (over) continue;
    for (const p of PATTERNS)
      if (bytes.includes(p.bytes)) problems.push(`${who} frame #${i} names "${p.name}"`);
  }
  for (const line of stream.chat)
    if (line.channel === 'spies' || line.text.includes(chatSecret))
      problems.push(`${who} got a spy chat line`);
  return { problems, updates, frames };
}

/** A-R15.5, A-D94: after each close of the spies' window, one "spy done" per spy seat, in seat order. */
export function spyDoneProblems(events: readonly AsymEvent[], spies: number): string[] {
  const problems: string[] = [];
  const seats = Array.from({ length: spies }, (_, i) => i + 1);
  let closes = 0;
  let done = 0;
  for (const [i, e] of events.entries()) {
    if (e.type === 'spyDone') done++;
    if (e.type !== 'spyWindow' || e.window !== 'spies' || e.open) continue;
    closes++;
    const next = events.slice(i + 1, i + 1 + spies).map((x) => (x.type === 'spyDone' ? x.seat : -1));
    if (!isDeepStrictEqual(next, seats))
      problems.push(`round ${closes}: spy done events ${JSON.stringify(next)}`);
  }
  if (done !== closes * spies)
    problems.push(`${done} spy done events for ${closes} rounds of ${spies} spies`);
  if (closes === 0) problems.push('no spies window closed');
  return problems;
}
