/** Inputs and events of the spies game in words, through the catalogue (i18n/en/spies.ts). */
import type { Action, AsymEvent } from '@safecrackers/asym-rules';
import { type Params, t, tDynamic } from '../i18n/index.js';

function flat(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(flat).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return [o.kind, o.id ?? o.seat ?? o.cell ?? o.opening].filter((x) => x !== undefined).join(' ');
  }
  return String(value);
}

function params(x: Record<string, unknown>): Params {
  const p: Params = {};
  for (const [k, v] of Object.entries(x)) if (k !== 'type' && k !== 'audience') p[k] = flat(v);
  for (const k of ['view', 'aim'] as const) p[k] = x[k] ? t('spies.facing', { direction: flat(x[k]) }) : '';
  // A spy may begin the same action standing or lying down: two inputs, two labels.
  p.lying = x.lieDown === true ? t('spies.lyingDown') : '';
  if (x.type === 'answer') p.choice = flat(x.cell ?? x.target);
  if (x.type === 'dogRan') p.to = flat((x.path as unknown[] | undefined)?.at(-1));
  return p;
}

export function actionLabel(a: Action): string {
  const x = a as unknown as Record<string, unknown>;
  return tDynamic(`spies.act.${a.type}`, params(x), a.type);
}

/** A log line for an event, or null for events not worth a line (window brackets, views). */
export function eventLine(e: AsymEvent): string | null {
  const key = `spies.ev.${e.type}`;
  const text = tDynamic(key, params(e as unknown as Record<string, unknown>), '');
  return text === '' ? null : text;
}
