/**
 * The small popover a tapped cell opens on the board when it offers more than one input (the
 * security setup's placements above all): first what to place or do, then, when the legal list
 * allows several, the facing on a compass. Only inputs of the legal list are offered.
 */
import type { Action } from '@safecrackers/asym-rules';
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';
import { type CellChoice, COMPASS } from './cellChoices.js';
import { actionLabel } from './spyText.js';

const ARROWS: Record<string, string> = {
  NW: '↖',
  N: '↑',
  NE: '↗',
  W: '←',
  E: '→',
  SW: '↙',
  S: '↓',
  SE: '↘',
};

export interface PopoverProps {
  cell: string;
  choices: CellChoice[];
  /** The group picked (its facings shown), if any. */
  group: string | null;
  /** Where to show it, in the board's own pixels: the tapped cell's box. */
  at: { x: number; y: number; width: number; height: number };
  board: { width: number; height: number };
  act(action: Action): void;
  pick(group: string | null): void;
}

export function cellPopover(p: PopoverProps): HTMLElement {
  const chosen = p.choices.find((c) => c.key === p.group) ?? null;
  const body = chosen ? facings(chosen, p) : kinds(p);
  const pop = h(
    'div',
    {
      class: 'spies-pop',
      role: 'dialog',
      'aria-label': t('spies.choose', { cell: p.cell }),
      'data-testid': 'spies-chooser',
    },
    h(
      'p',
      { class: 'spies-pop-title' },
      chosen ? actionLabel(chosen.sample) : t('spies.choose', { cell: p.cell }),
    ),
    body,
  );
  // Beside the cell, kept inside the board (phones included).
  const width = 230;
  const x = Math.max(4, Math.min(p.at.x + p.at.width + 6, p.board.width - width - 4));
  const y = Math.max(4, Math.min(p.at.y, p.board.height - 60));
  pop.style.left = `${x}px`;
  pop.style.top = `${y}px`;
  pop.style.maxWidth = `${width}px`;
  return pop;
}

function kinds(p: PopoverProps): HTMLElement {
  return h(
    'div',
    { class: 'spies-pop-kinds' },
    ...p.choices.map((c) => {
      const only = c.facings.length === 1 ? c.facings[0]!.action : null;
      return h(
        'button',
        {
          'data-testid': `spies-pop-${c.key}`,
          onclick: () => (only ? p.act(only) : p.pick(c.key)),
        },
        only ? actionLabel(only) : actionLabel(c.sample),
      );
    }),
  );
}

function facings(c: CellChoice, p: PopoverProps): HTMLElement {
  const byDir = new Map(c.facings.map((f) => [f.dir, f.action]));
  return h(
    'div',
    { class: 'spies-pop-compass', role: 'group', 'aria-label': t('spies.pop.facing') },
    ...COMPASS.map((dir) => {
      if (dir === null)
        return h(
          'button',
          { 'data-testid': 'spies-pop-back', onclick: () => p.pick(null) },
          t('spies.pop.back'),
        );
      const action = byDir.get(dir);
      return h(
        'button',
        {
          'data-testid': `spies-pop-dir-${dir}`,
          'aria-label': t('spies.pop.dir', { dir: t(`spies.dir.${dir}` as 'spies.dir.N') }),
          disabled: !action,
          onclick: () => action && p.act(action),
        },
        ARROWS[dir] ?? dir,
      );
    }),
  );
}
