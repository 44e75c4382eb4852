/** After the last step: what stayed secret during play, in words. */
import type { HeistTruth } from '@safecrackers/rules';
import { formatList, t } from '../i18n/index.js';
import { eventName, lootName, toolName } from '../i18n/names.js';
import { placeName } from '../store/positions.js';
import { h } from '../ui/dom.js';

const pile = (title: string, names: string[], testid: string) =>
  h(
    'div',
    { class: 'truth-pile', 'data-testid': testid },
    h('h4', {}, title),
    h('p', {}, names.length > 0 ? formatList(names) : t('replay.empty')),
  );

export function truthPanel(truth: HeistTruth): HTMLElement {
  return h(
    'div',
    { class: 'truth-list' },
    h('p', { 'data-testid': 'truth-facedown' }, t('replay.faceDown', { n: truth.faceDown.length })),
    ...truth.patrols.map((p) =>
      pile(t('replay.patrol', { floor: p.floor + 1 }), p.deck.map(placeName), `truth-patrol-${p.floor}`),
    ),
    pile(t('replay.events'), truth.events.map(eventName), 'truth-events'),
    pile(t('replay.tools'), truth.tools.map(toolName), 'truth-tools'),
    pile(t('replay.loot'), truth.loot.map(lootName), 'truth-loot'),
  );
}
