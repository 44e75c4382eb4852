/**
 * The spies game's panel (what the shared screen around it does not say): who you play, whose
 * move it is or how the game ended, the seats waiting to be handed on, the truth toggle of a
 * spy, the bot modes of your seat, the inputs that name no cell, and the map's legend.
 */
import type { Action } from '@safecrackers/asym-rules';
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import type { AsymUpdatePayload } from '@safecrackers/protocol/wire';
import { t, tDynamic } from '../i18n/index.js';
import { h } from '../ui/dom.js';
import {
  type ActionGroup,
  actionKey,
  buttonLabels,
  groupActions,
  LIST_FROM,
  optionsAt,
  type Picked,
} from './actionGroups.js';
import { handOverNotices } from './handOver.js';
import { mansionLegend } from './mansionLegend.js';
import { cardTopic, roleTopic, weaponTopic } from './spiesRules.js';
import { buttonActions } from './spyModel.js';
import { whatDoesButton } from './whatDoes.js';

export interface SpiesPanelInput {
  update: AsymUpdatePayload;
  lobby: SpyLobbyWire | null;
  sessionId: string;
  seats: number[];
  side: 'security' | 'spy' | null;
  /** A spy (or anyone once it is over) sees the true board, not security's. */
  truth: boolean;
  /** What the armed cell risks. */
  notice: string;
  /** A large group of inputs being chosen from, list by list (actionGroups.ts). */
  choosing: Choosing | null;
  /** The map's legend is shown. */
  legend: boolean;
}

export interface Choosing {
  key: string;
  picked: Picked;
}

export interface SpiesPanelActions {
  act(action: Action): void;
  bot(seat: number, mode: 'off' | 'setup' | 'on'): void;
  handOver(seat: number, to: string): void;
  toggleTruth(): void;
  /** Opens a group's lists, goes on to the next, back, or (null) puts them away. */
  choose(choosing: Choosing | null): void;
  toggleLegend(): void;
  /** Opens the rules at a topic (games with a rules book). */
  rules?: (topic: string) => void;
}

export function spiesPanel(p: SpiesPanelInput, actions: SpiesPanelActions): Array<HTMLElement | null> {
  const u = p.update;
  const over = u.view.outcome;
  const legal = u.legal.flatMap((l) => l.actions);
  const waiting = u.view.stage === 'security' ? t('spies.waitSecurity') : t('spies.waitSpies');
  const who =
    p.side === 'security'
      ? t('spies.you.security')
      : p.side === 'spy'
        ? t('spies.you.spy', { n: p.seats[0] ?? 1 })
        : t('spies.you.watch');
  const mySeat = p.seats[0];
  const botMode = mySeat !== undefined ? p.lobby?.seats[mySeat]?.bot : undefined;
  const groups = groupActions(buttonActions(legal));
  return [
    h('p', { class: 'spies-who', 'data-testid': 'spies-who' }, who),
    over
      ? h(
          'p',
          { class: 'spies-over', 'data-testid': 'spies-over' },
          t(over.winner === 'spies' ? 'spies.over.spies' : 'spies.over.security', {
            reason: t(`spies.reason.${over.reason}` as 'spies.reason.security/dawn'),
          }),
          ' ',
          t('spies.over.truth'),
          ' ',
          // Its replay opens once the game is over (the server's /api/replays answers then).
          h(
            'a',
            { class: 'button ghost', href: `/replay/${p.lobby?.code ?? ''}`, 'data-testid': 'spies-replay' },
            t('replay.watch'),
          ),
        )
      : h(
          'p',
          { 'data-testid': 'spies-status' },
          legal.length > 0 ? t('spies.yourMove') : t('spies.waitingFor', { who: waiting }),
        ),
    p.notice ? h('p', { class: 'spies-notice', role: 'status' }, p.notice) : null,
    ...(p.lobby && !over
      ? handOverNotices({
          lobby: p.lobby,
          sessionId: p.sessionId,
          handOver: (seat, to) => actions.handOver(seat, to),
          toBot: (seat) => actions.bot(seat, 'on'),
        })
      : []),
    p.side === 'spy' || over
      ? h(
          'button',
          {
            'data-testid': 'spies-truth',
            'aria-pressed': String(p.truth),
            onclick: () => actions.toggleTruth(),
          },
          p.truth ? t('spies.securitySees') : t('spies.truth'),
        )
      : null,
    mySeat !== undefined && !over
      ? h(
          'div',
          { class: 'spies-autopilot' },
          ...(['off', 'setup', 'on'] as const).map((mode) =>
            h(
              'button',
              {
                'aria-pressed': String(botMode === mode),
                'data-testid': `spies-bot-${mode}`,
                title: t(`spies.autopilot.hint.${mode}`),
                onclick: () => actions.bot(mySeat, mode),
              },
              t(`spies.autopilot.${mode}`),
            ),
          ),
          // What the mode in force does, in words: a tap on it is never silent.
          botMode
            ? h(
                'p',
                { class: 'muted spies-autopilot-hint', 'data-testid': 'spies-bot-hint' },
                t(`spies.autopilot.hint.${botMode}`),
              )
            : null,
        )
      : null,
    groups.length > 0 ? actionButtons(groups, p, actions) : null,
    h(
      'button',
      {
        class: 'ghost',
        'data-testid': 'spies-legend-toggle',
        'aria-pressed': String(p.legend),
        onclick: () => actions.toggleLegend(),
      },
      t('spies.legendToggle'),
    ),
    p.legend ? mansionLegend() : null,
  ];
}

/**
 * The inputs that name no cell: a button each for a small group, one button for a large one,
 * which opens its lists one choice at a time (the group being chosen from replaces the rest).
 */
function actionButtons(groups: ActionGroup[], p: SpiesPanelInput, actions: SpiesPanelActions): HTMLElement {
  const view = p.update.view;
  const open = p.choosing ? groups.find((g) => g.key === p.choosing?.key) : undefined;
  if (open && p.choosing) {
    const picked = p.choosing.picked;
    const step = optionsAt(open, picked, view);
    return h(
      'div',
      { class: 'spies-actions spies-choosing', 'data-testid': 'spies-choosing' },
      h('p', { class: 'spies-choosing-title' }, open.title),
      step ? h('p', { class: 'muted' }, t('spies.choose.pick', { what: fieldWord(step.field) })) : null,
      ...(step?.options ?? []).map((option, i) =>
        withWhatDoes(
          h(
            'button',
            {
              'data-testid': `spies-option-${i}`,
              ...(option.action ? { 'data-action': actionKey(option.action) } : {}),
              onclick: () => {
                if (option.action) {
                  actions.choose(null);
                  actions.act(option.action);
                } else actions.choose({ key: open.key, picked: [...picked, [step!.field, option.value]] });
              },
            },
            option.label,
          ),
          whatDoes(topicOf(step!.field, JSON.parse(option.value)), option.label, actions),
        ),
      ),
      h(
        'div',
        { class: 'row' },
        picked.length > 0
          ? h(
              'button',
              {
                class: 'ghost',
                onclick: () => actions.choose({ key: open.key, picked: picked.slice(0, -1) }),
              },
              t('spies.choose.back'),
            )
          : null,
        h('button', { class: 'ghost', onclick: () => actions.choose(null) }, t('spies.choose.cancel')),
      ),
    );
  }
  return h(
    'div',
    { class: 'spies-actions', 'data-testid': 'spies-actions' },
    ...groups.flatMap((group) =>
      group.actions.length < LIST_FROM
        ? buttonLabels(group, view).map((label, i) =>
            withWhatDoes(
              h(
                'button',
                {
                  'data-action': actionKey(group.actions[i]!),
                  onclick: () => actions.act(group.actions[i]!),
                },
                label,
              ),
              whatDoes(actionTopic(group.actions[i]!), label, actions),
            ),
          )
        : [
            withWhatDoes(
              h(
                'button',
                {
                  'data-testid': `spies-group-${group.key.replace(':', '-')}`,
                  onclick: () => actions.choose({ key: group.key, picked: [] }),
                },
                t('spies.choose.count', { title: group.title, count: group.actions.length }),
              ),
              whatDoes(actionTopic(group.actions[0]!), group.title, actions),
            ),
          ],
    ),
  );
}

/** The rules topic of what an input plays or picks: its card, its role, its weapon; null for the rest. */
function actionTopic(a: Action): string | null {
  const x = a as { type: string; card?: string; role?: string; weapon?: string };
  if ((x.type === 'playCard' || x.type === 'addCard' || x.type === 'removeCard') && x.card)
    return cardTopic(x.card);
  if (x.type === 'chooseRole' && x.role) return roleTopic(x.role);
  if (x.type === 'chooseWeapon' && x.weapon) return weaponTopic(x.weapon);
  return null;
}

/** The topic of an option of a list: a card or role picked there. */
function topicOf(field: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (field === 'card') return cardTopic(value);
  if (field === 'role') return roleTopic(value);
  if (field === 'weapon') return weaponTopic(value);
  return null;
}

/** A button and its "?" side by side, wrapping together (never the "?" alone on a line). */
function withWhatDoes(button: HTMLElement, what: HTMLElement | null): HTMLElement {
  return what ? h('span', { class: 'spies-act' }, button, what) : button;
}

/** "What does this do?" beside a panel item (whatDoes.ts). */
function whatDoes(topic: string | null, name: string, actions: SpiesPanelActions): HTMLElement | null {
  return whatDoesButton(topic, name, actions.rules);
}

/** What a list chooses, in words ("the unit", "the facing"). */
function fieldWord(field: string): string {
  return tDynamic(`spies.field.${field}`, {}, t('spies.field.other'));
}
