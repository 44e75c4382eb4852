/**
 * Inputs and events of the spies game in words, through the catalogue (i18n/en/spies.ts). The
 * engine's enumerated values (unit and camera kinds, modes, directions, causes, door states,
 * targets...) are words of the catalogue too; cell names, opening and mount ids and numbers go
 * through as they are. A value the catalogue does not know yet falls back to its raw id.
 */
import type { Action, AsymEvent } from '@safecrackers/asym-rules';
import { type Params, t, tDynamic } from '../i18n/index.js';

type Fields = Record<string, unknown>;

/** The catalogue's word for `value` in `group` (`spies.<group>.<value>`), or the value itself. */
function word(group: string, value: unknown): string {
  return typeof value === 'string' ? tDynamic(`spies.${group}.${value}`, {}, value) : flat(value);
}

/** A piece named in a sentence ("unit 3", "the dog", "window W2"): {kind, id}, a seat, a cell, or 'dog'. */
export function thing(value: unknown): string {
  if (value === 'dog') return t('spies.thing.dog');
  if (typeof value === 'number') return t('spies.thing.unit', { id: value });
  if (value === null || typeof value !== 'object') return flat(value);
  const o = value as Fields;
  // The dog's target as the event tells it: a spy's seat or an entry's cell, no kind.
  const kind = o.kind ?? (o.seat !== undefined ? 'spy' : o.cell !== undefined ? 'entry' : undefined);
  const id = o.id ?? o.seat ?? o.cell ?? o.opening ?? o.unit;
  if (typeof kind !== 'string') return flat(value);
  const p: Params = { id: typeof id === 'number' ? id : flat(id) };
  return tDynamic(`spies.thing.${kind}`, p, flat(value));
}

/** A card by its rules name and id: "Lockpick (E9)". */
function card(id: unknown): string {
  if (typeof id !== 'string') return flat(id);
  const name = tDynamic(`spies.card.${id}`, {}, '');
  return name === '' ? id : t('spies.cardName', { name, id });
}

/** Cells, ids and numbers as they are; lists joined; anything else by its raw form. */
function flat(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(flat).join(', ');
  if (typeof value === 'object') {
    const o = value as Fields;
    return [o.kind, o.id ?? o.seat ?? o.cell ?? o.opening].filter((x) => x !== undefined).join(' ');
  }
  return String(value);
}

const facing = (dir: unknown) => (dir ? t('spies.facing', { direction: word('dir', dir) }) : '');

/** Kinds of cameras (`placeCamera`, `cameraPlaced`, the Camera card S6); every other `kind` is a unit's. */
const cameraKind = (x: Fields) =>
  x.type === 'placeCamera' || x.type === 'cameraPlaced' || (x.type === 'playCard' && x.card === 'S6');

function params(x: Fields, event: boolean): Params {
  const p: Params = {};
  for (const [k, v] of Object.entries(x))
    if (k !== 'type' && k !== 'audience') p[k] = typeof v === 'number' ? v : flat(v);
  if (typeof x.kind === 'string') p.kind = word(cameraKind(x) ? 'cameraKind' : 'unitKind', x.kind);
  for (const k of ['mode', 'role', 'weapon', 'cause', 'how'] as const)
    if (x[k] !== undefined) p[k] = word(k, x[k]);
  for (const k of ['target', 'by', 'device'] as const) if (x[k] !== undefined) p[k] = thing(x[k]);
  if (x.card !== undefined && typeof x.card !== 'boolean') p.card = card(x.card);
  if (x.side !== undefined) p.side = word('dir', x.side);
  if (x.reason !== undefined) p.reason = word('reason', x.reason);
  p.view = facing(x.view);
  p.aim = facing(x.aim);
  // A spy may begin the same action standing or lying down: two inputs, two labels.
  p.lying = x.lieDown === true ? t('spies.lyingDown') : '';
  switch (x.type) {
    case 'unitDoor':
      // The input says what to do ("Lock D2"), the log line the state it is in.
      p.to = word(event ? 'door' : 'doorAct', x.to);
      break;
    case 'killed':
      p.unit = thing(x.unit);
      break;
    case 'bodyFound':
      p.of = thing(x.of);
      break;
    case 'breached':
    case 'breachNoticed':
      // A cut wire has no opening id: its two cells name it.
      if (x.opening === null) p.opening = (x.cells as string[]).join('–');
      break;
    case 'answer':
      p.choice = x.cell !== undefined ? flat(x.cell) : thing(x.target);
      break;
    case 'dogRan':
      p.to = flat((x.path as unknown[] | undefined)?.at(-1));
      break;
  }
  return p;
}

/** Each field of an input in words ("unit 3", "north-east", "Lockpick (E9)"), as its label uses them. */
export function actionWords(a: Action): Params {
  return params(a as unknown as Fields, false);
}

export function actionLabel(a: Action): string {
  return tDynamic(`spies.act.${a.type}`, params(a as unknown as Fields, false), a.type);
}

/** A log line for an event, or null for events not worth a line (window brackets, views). */
export function eventLine(e: AsymEvent): string | null {
  const text = tDynamic(`spies.ev.${e.type}`, params(e as unknown as Fields, true), '');
  return text === '' ? null : text;
}
