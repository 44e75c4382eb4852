/**
 * The inputs the panel offers (those that name no cell: the board offers the others), put in
 * groups a person can choose from: one group per kind of input (per card for a card played).
 * A small group shows each input as a button that names all it does; a large one (Issue
 * equipment: a unit, a kind, a facing) is one button that opens a short list per choice, each
 * option named ("unit 6 on E4"), until one input is left. Every input is reached exactly once.
 */
import type { Action, SecurityView } from '@safecrackers/asym-rules';
import { t, tDynamic } from '../i18n/index.js';
import { actionLabel, actionWords, thing } from './spyText.js';

type Fields = Record<string, unknown>;

export interface ActionGroup {
  key: string;
  /** What the group does, its varying parts left open ("Play Issue equipment (S5)"). */
  title: string;
  actions: Action[];
  /** The fields its inputs differ in, in the order they are chosen. */
  fields: string[];
}

/** A group this large opens a list per choice instead of a button per input. */
export const LIST_FROM = 7;

const groupKey = (a: Action) => (a.type === 'playCard' ? `playCard:${(a as { card: string }).card}` : a.type);

/**
 * An input's stable name for a button (data-action): its type and its values in order, a
 * piece's parts joined by "-": "beginAction:sneak", "shoot:unit-3", "endPhase"; the same in
 * every language.
 */
export const actionKey = (a: Action): string =>
  [
    a.type,
    ...Object.entries(a)
      .filter(([k]) => k !== 'type')
      .map(([, v]) => (v !== null && typeof v === 'object' ? Object.values(v).join('-') : String(v))),
  ].join(':');

/** A field's value, comparable (absent: null). */
export const valueKey = (a: Action, field: string): string => JSON.stringify((a as Fields)[field] ?? null);

export function groupActions(actions: readonly Action[]): ActionGroup[] {
  const byKey = new Map<string, Action[]>();
  for (const a of actions) {
    const list = byKey.get(groupKey(a)) ?? [];
    list.push(a);
    byKey.set(groupKey(a), list);
  }
  return [...byKey].map(([key, list]) => {
    const names: string[] = [];
    for (const a of list)
      for (const f of Object.keys(a)) if (f !== 'type' && !names.includes(f)) names.push(f);
    const fields = names.filter((f) => new Set(list.map((a) => valueKey(a, f))).size > 1);
    return { key, title: groupTitle(list[0]!, fields), actions: list, fields };
  });
}

function groupTitle(a: Action, fields: readonly string[]): string {
  if (fields.length === 0) return actionLabel(a);
  const words = actionWords(a);
  for (const f of fields) words[f] = '…';
  if (fields.includes('view')) words.view = '';
  if (fields.includes('aim')) words.aim = '';
  if (fields.includes('lieDown')) words.lying = '';
  return tDynamic(`spies.act.${a.type}`, words, a.type);
}

/** One field of an input in words, for a list of options: "unit 6 on E4", "facing north", "night-vision". */
export function optionLabel(a: Action, field: string, view: SecurityView | null): string {
  const x = a as Fields;
  const value = x[field];
  if (field === 'lieDown')
    return value === true ? t('spies.lyingDown').replace(/^[,，\s]+/, '') : t('spies.choose.standing');
  if (value === undefined || value === null) return t('spies.choose.none');
  // A piece on the board is named with its cell: "unit 6 on E4", "camera 13 on K2".
  const piece =
    field === 'unit' && typeof value === 'number'
      ? { kind: 'unit', id: value }
      : field === 'camera' && typeof value === 'number'
        ? { kind: 'camera', id: value }
        : field === 'target' && typeof value === 'object'
          ? (value as { kind: string; id?: unknown })
          : null;
  if (piece) {
    const cell = cellOf(piece, view);
    const name = thing(piece.kind === 'unit' ? piece.id : piece);
    return cell ? t('spies.choose.unitOn', { unit: name, cell }) : name;
  }
  const words = actionWords(a);
  const word = field === 'view' || field === 'aim' ? words[field] : (words[field] ?? value);
  return String(word).trim();
}

/** Where a piece stands as security knows it, if it stands anywhere. */
function cellOf(piece: { kind: string; id?: unknown }, view: SecurityView | null): string | undefined {
  if (!view) return undefined;
  if (piece.kind === 'unit' || piece.kind === 'civilian')
    return view.units.find((u) => u.id === piece.id)?.cell;
  if (piece.kind === 'camera') return view.cameras.find((c) => c.id === piece.id)?.cell;
  if (piece.kind === 'perimeterCamera') return view.perimeterCameras.find((c) => c.id === piece.id)?.cell;
  if (piece.kind === 'lamp') return view.lamps.find((l) => l.id === piece.id)?.cell;
  return undefined;
}

/** An input named in full: its group's title and each of the parts it was chosen by. */
export function fullLabel(group: ActionGroup, a: Action, view: SecurityView | null): string {
  if (group.fields.length === 0) return actionLabel(a);
  return `${group.title}: ${group.fields.map((f) => optionLabel(a, f, view)).join(', ')}`;
}

/**
 * The labels of a small group's buttons: each input's own words ("Begin: sneak") while they
 * tell the inputs apart, else its title and the parts it was chosen by ("Play Knife (E2): unit 7
 * on K10, K11").
 */
export function buttonLabels(group: ActionGroup, view: SecurityView | null): string[] {
  const own = group.actions.map((a) => actionLabel(a));
  return new Set(own).size === own.length ? own : group.actions.map((a) => fullLabel(group, a, view));
}

/** Choices made so far in a group's lists: each field with the value picked. */
export type Picked = ReadonlyArray<readonly [field: string, value: string]>;

export interface Options {
  field: string;
  options: Array<{ value: string; label: string; count: number; action: Action | null }>;
}

/** The inputs of the group that the choices so far leave. */
export function remaining(group: ActionGroup, picked: Picked): Action[] {
  return group.actions.filter((a) => picked.every(([f, v]) => valueKey(a, f) === v));
}

/** The next list to choose from, or null when one input is left. */
export function optionsAt(group: ActionGroup, picked: Picked, view: SecurityView | null): Options | null {
  const left = remaining(group, picked);
  if (left.length <= 1) return null;
  const field = group.fields.find(
    (f) => !picked.some(([p]) => p === f) && new Set(left.map((a) => valueKey(a, f))).size > 1,
  );
  if (!field) return null;
  const byValue = new Map<string, Action[]>();
  for (const a of left) {
    const list = byValue.get(valueKey(a, field)) ?? [];
    list.push(a);
    byValue.set(valueKey(a, field), list);
  }
  return {
    field,
    options: [...byValue].map(([value, list]) => ({
      value,
      label: optionLabel(list[0]!, field, view),
      count: list.length,
      action: list.length === 1 ? list[0]! : null,
    })),
  };
}
