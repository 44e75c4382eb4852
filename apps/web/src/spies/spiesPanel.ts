/**
 * The spies game's panel (what the shared screen around it does not say): who you play, whose
 * move it is or how the game ended, the seats waiting to be handed on, the truth toggle of a
 * spy, the bot modes of your seat, the inputs that name no cell, and the map's legend.
 */
import type { Action } from '@safecrackers/asym-rules';
import type { SpyLobbyWire } from '@safecrackers/protocol/state';
import type { AsymUpdatePayload } from '@safecrackers/protocol/wire';
import { t } from '../i18n/index.js';
import { h } from '../ui/dom.js';
import { handOverNotices } from './handOver.js';
import { buttonActions } from './spyModel.js';
import { actionLabel } from './spyText.js';

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
}

export interface SpiesPanelActions {
  act(action: Action): void;
  bot(seat: number, mode: 'off' | 'setup' | 'on'): void;
  handOver(seat: number, to: string): void;
  toggleTruth(): void;
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
  const buttons = buttonActions(legal);
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
                onclick: () => actions.bot(mySeat, mode),
              },
              t(`spies.autopilot.${mode}`),
            ),
          ),
        )
      : null,
    buttons.length > 0
      ? h(
          'div',
          { class: 'spies-actions', 'data-testid': 'spies-actions' },
          ...buttons.slice(0, 60).map((a) => h('button', { onclick: () => actions.act(a) }, actionLabel(a))),
        )
      : null,
    h('p', { class: 'hint' }, t('spies.legend')),
  ];
}
