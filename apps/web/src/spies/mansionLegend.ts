/**
 * The mansion board's legend (issue 32): every piece, token and overlay the scene draws, each
 * with a swatch in the scene's own colours (mansionColours.ts) and its words, in the player's
 * language. Shown and hidden from the panel, as the heist's threats are.
 */
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';
import { svg } from '../ui/svg.js';
import { MANSION, SPY_COLOURS } from './mansionColours.js';

const hex = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/** Each entry: its catalogue key and its swatch on a 16×16 grid. */
const ENTRIES: Array<{ key: string; swatch: string }> = [
  {
    key: 'unit',
    swatch: `<circle cx="8" cy="8" r="6" fill="${hex(MANSION.unit)}" stroke="#ffffff" stroke-width="1.5"/>`,
  },
  { key: 'civilian', swatch: `<circle cx="8" cy="8" r="6" fill="${hex(MANSION.civilian)}"/>` },
  {
    key: 'dog',
    swatch: `<circle cx="9" cy="8" r="5" fill="${hex(MANSION.dog)}"/><circle cx="2" cy="8" r="1" fill="${hex(MANSION.dog)}"/>`,
  },
  {
    key: 'spy',
    swatch: SPY_COLOURS.slice(0, 3)
      .map((c, i) => `<circle cx="${3 + i * 5}" cy="8" r="2.6" fill="${hex(c)}"/>`)
      .join(''),
  },
  {
    key: 'sighting',
    swatch: `<circle cx="8" cy="8" r="6" fill="none" stroke="${hex(SPY_COLOURS[0])}" stroke-width="1.5"/>`,
  },
  {
    key: 'camera',
    swatch: `<path d="M8 2 14 14H2z" fill="${hex(MANSION.camera)}"/>`,
  },
  {
    key: 'perimeterCamera',
    swatch: `<rect x="3" y="3" width="10" height="10" fill="${hex(MANSION.camera)}"/>`,
  },
  {
    key: 'cone',
    swatch: `<path d="M2 14 2 2A12 12 0 0 1 14 14z" fill="${hex(MANSION.cone)}" fill-opacity="0.15" stroke="${hex(MANSION.cone)}"/>`,
  },
  {
    key: 'watched',
    swatch: `<rect x="1" y="1" width="14" height="14" fill="${hex(MANSION.cone)}" fill-opacity="0.35"/>`,
  },
  {
    key: 'lamp',
    swatch: `<circle cx="3.5" cy="8" r="2.5" fill="${hex(MANSION.lampLit)}"/><circle cx="8" cy="8" r="2.5" fill="${hex(MANSION.lampOff)}"/><circle cx="12.5" cy="8" r="2.5" fill="${hex(MANSION.lampDestroyed)}" stroke="#888"/>`,
  },
  {
    key: 'lit',
    swatch: `<rect x="1" y="1" width="14" height="14" fill="${hex(MANSION.lit)}" fill-opacity="0.25"/>`,
  },
  {
    key: 'openings',
    swatch: [MANSION.door, MANSION.edoor, MANSION.gate, MANSION.window]
      .map((c, i) => `<path d="M${2 + i * 4} 2v12" stroke="${hex(c)}" stroke-width="2.5"/>`)
      .join(''),
  },
  { key: 'open', swatch: `<path d="M2 14 11 5" stroke="${hex(MANSION.door)}" stroke-width="2.5"/>` },
  {
    key: 'breach',
    swatch: `<path d="M2 8h12" stroke="${hex(MANSION.breach)}" stroke-width="3" stroke-opacity="0.5"/>`,
  },
  {
    key: 'alarmToken',
    swatch: `<path d="M2 8h12" stroke="${hex(MANSION.door)}" stroke-width="3"/><circle cx="8" cy="8" r="3" fill="${hex(MANSION.alarmToken)}"/>`,
  },
  { key: 'bug', swatch: `<circle cx="8" cy="8" r="3" fill="${hex(MANSION.bug)}"/>` },
  {
    key: 'document',
    swatch: [MANSION.documentUnknown, MANSION.documentMarked, MANSION.documentUnmarked]
      .map((c, i) => `<rect x="${1 + i * 5}" y="3" width="4" height="10" fill="${hex(c)}"/>`)
      .join(''),
  },
  {
    key: 'noise',
    swatch: `<circle cx="8" cy="8" r="3" fill="none" stroke="${hex(MANSION.noise)}" stroke-width="1.5"/><circle cx="8" cy="8" r="6" fill="none" stroke="${hex(MANSION.noise)}"/>`,
  },
  { key: 'body', swatch: `<path d="M3 3 13 13M13 3 3 13" stroke="${hex(MANSION.body)}" stroke-width="2"/>` },
  {
    key: 'lure',
    swatch: `<path d="M8 2 14 8 8 14 2 8z" fill="none" stroke="${hex(MANSION.lure)}" stroke-width="1.5"/>`,
  },
  {
    key: 'cutWire',
    swatch: `<circle cx="8" cy="8" r="5" fill="none" stroke="${hex(MANSION.cutWire)}" stroke-width="1.5"/>`,
  },
  {
    key: 'wire',
    swatch: `<path d="M1 8h14M4 5l3 3-3 3M9 5l3 3-3 3" fill="none" stroke="${hex(MANSION.wire)}" stroke-width="1.2"/>`,
  },
  { key: 'bush', swatch: `<path d="M2 8h12" stroke="${hex(MANSION.bush)}" stroke-width="4"/>` },
  {
    key: 'block',
    swatch: `<rect x="2" y="2" width="12" height="12" fill="${hex(MANSION.block)}" stroke="#3d6bc4"/>`,
  },
  {
    key: 'water',
    swatch: `<rect x="1" y="1" width="14" height="14" fill="${hex(MANSION.water)}" fill-opacity="0.7"/>`,
  },
  {
    key: 'loud',
    swatch: `<circle cx="4" cy="6" r="1.2" fill="${hex(MANSION.loud)}"/><circle cx="7" cy="10" r="1.2" fill="${hex(MANSION.loud)}"/><circle cx="10" cy="6" r="1.2" fill="${hex(MANSION.loud)}"/><circle cx="13" cy="10" r="1.2" fill="${hex(MANSION.loud)}"/>`,
  },
  {
    key: 'muffled',
    swatch: `<rect x="3" y="3" width="10" height="10" fill="none" stroke="${hex(MANSION.muffled)}"/>`,
  },
  {
    key: 'generator',
    swatch: `<rect x="3" y="3" width="10" height="10" fill="${hex(MANSION.generatorFill)}" stroke="${hex(MANSION.generator)}" stroke-width="1.5"/>`,
  },
];

/** The keys of every entry: the catalogue has a wording for each (spies.legendItem.<key>). */
export const LEGEND_KEYS = ENTRIES.map((e) => e.key);

export function mansionLegend(): HTMLElement {
  return h(
    'section',
    { class: 'spies-legend', 'data-testid': 'spies-legend', 'aria-label': t('spies.legendTitle') },
    h('h3', {}, t('spies.legendTitle')),
    h(
      'ul',
      {},
      ...ENTRIES.map((entry) => {
        const swatch = svg(entry.swatch, 18);
        return h(
          'li',
          {},
          swatch,
          h('span', {}, t(`spies.legendItem.${entry.key}` as 'spies.legendItem.unit')),
        );
      }),
    ),
  );
}
