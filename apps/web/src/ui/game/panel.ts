/**
 * The side panel (a bottom sheet on phones): whose turn and actions left, the buttons the
 * legal actions allow, the active character's ability, tools and loot with their texts,
 * lasting events, the game log in words, and the crew's chat.
 */
import type { ChatLine } from '@safecrackers/protocol/wire';
import { type Action, endTurnDrawsEvent, type PlayerView, type ToolId } from '@safecrackers/rules';
import { t } from '../../i18n/index.js';
import {
  abilityText,
  characterName,
  eventName,
  eventText,
  lootName,
  lootText,
  toolName,
  toolText,
} from '../../i18n/names.js';
import type { ActionChoice, LegalGroups } from '../../store/legalGroups.js';
import { placeName } from '../../store/positions.js';
import { topicFor } from '../../store/rulesTopic.js';
import { safeInfo, safeLines } from '../../store/safeInfo.js';
import type { UiState } from '../../store/state.js';
import { newTradeDraft } from '../../store/trade.js';
import type { Commands } from '../commands.js';
import { h, replace } from '../dom.js';
import { GameLog, type LogBackView } from '../gameLog.js';
import { PhoneSheet } from '../phoneSheet.js';
import { peekIcon } from '../svg.js';
import { isTouchScreen } from '../touch.js';
import { CrewChat } from './crewChat.js';
import { TradeDialog } from './tradeDialog.js';

export interface PanelInput {
  view: PlayerView;
  groups: LegalGroups;
  mySeats: number[];
  actingSeat: number | null;
  ui: UiState;
  log: string[];
  /** How far back the log reaches (it pages back to the heist's first line). */
  logBack?: LogBackView;
  busy: boolean;
  /** The room's chat lines, oldest first. */
  chat: readonly ChatLine[];
}

export class Panel {
  readonly el: HTMLElement;
  private readonly status = h('div', { class: 'status', 'aria-live': 'polite', 'data-testid': 'status' });
  private readonly body = h('div', { class: 'panel-body' });
  private readonly log: GameLog;
  private readonly chat: CrewChat;
  private readonly trade: TradeDialog;
  private lastBody = '';

  constructor(private readonly commands: Commands) {
    this.trade = new TradeDialog(commands);
    this.log = new GameLog('log', () => commands.earlierLog());
    this.chat = new CrewChat(commands);
    const sheet = new PhoneSheet({
      label: t('game.panel'),
      className: 'panel',
      leaveText: t('game.leave'),
      leave: () => commands.leave(),
      // The log and the chat show in the expanded sheet: at their newest lines.
      toggled: () => {
        this.log.scrollToNewest();
        this.chat.scrollToNewest();
      },
    });
    this.el = sheet.el;
    sheet.body.append(this.status, this.trade.el, this.body, this.log.el, this.chat.el);
  }

  update(input: PanelInput): void {
    this.updateStatus(input);
    this.updateTrade(input);
    // Everything the body is drawn from: who acts and which seats are ours change it too.
    const key = JSON.stringify([
      input.actingSeat,
      input.mySeats,
      input.groups.choices.map((c) => c.id),
      !!input.groups.endTurn,
      !!input.groups.undo,
      input.ui.peekMode,
      input.ui.target?.title,
      input.view.players,
      input.view.turn.seat,
      input.view.turn.counted,
      input.view.tiles.filter((x) => x.revealed && x.kind === 'safe'),
      input.view.decks.inFront,
      input.groups.board.peeks.size,
    ]);
    if (key !== this.lastBody) {
      this.lastBody = key;
      this.renderBody(input);
    }
    this.log.update(input.log, input.logBack);
    this.chat.update(input.chat);
  }

  /** While the trade dialog is open it takes the body's place (and the whole sheet on phones). */
  private updateTrade({ view, groups, actingSeat, ui }: PanelInput) {
    const wasOpen = this.trade.open;
    const partners = groups.choices.flatMap((c) => (c.partner === undefined ? [] : [c.partner]));
    this.trade.update({ view, seat: actingSeat, partners, draft: ui.trade });
    const open = this.trade.open;
    this.body.hidden = open;
    this.el.classList.toggle('trading', open);
    if (wasOpen && !open) {
      // Back to the Trade button that opened it, if the trade is still possible.
      const partner = ui.trade?.with ?? partners[0];
      const button = this.body.querySelector<HTMLElement>(`[data-action="trade:${partner}"]`);
      const focus = document.activeElement;
      if (button && (!focus || focus === document.body || this.trade.el.contains(focus)))
        button.focus({ preventScroll: true });
    }
  }

  private updateStatus({ view, mySeats }: PanelInput) {
    const active = view.players.find((p) => p.seat === view.turn.seat);
    const mine = mySeats.includes(view.turn.seat);
    const deciding = view.prompt ? view.players.find((p) => p.seat === view.prompt!.seat) : undefined;
    const remaining = view.turn.remaining;
    const lines: Array<HTMLElement | null> = [];
    if (view.outcome !== 'playing')
      lines.push(h('strong', {}, t(view.outcome === 'won' ? 'end.won' : 'end.lost')));
    else if (view.phase === 'setup') {
      lines.push(
        h(
          'strong',
          {},
          mine ? t('game.entrancePick') : t('game.waitEntrance', { name: active?.name ?? '?' }),
        ),
      );
    } else {
      lines.push(
        h(
          'strong',
          { class: mine ? 'you' : '' },
          mine ? t('game.yourTurn') : t('game.theirTurn', { name: active?.name ?? '?' }),
        ),
      );
      lines.push(h('span', { class: 'muted' }, t('game.turn', { n: view.turn.number })));
      lines.push(
        h(
          'span',
          { class: `actions-left ${remaining === 0 ? 'none' : ''}`, 'data-testid': 'actions-left' },
          remaining === 0
            ? t('game.noActions')
            : remaining === 1
              ? t('game.actionLeft')
              : t('game.actionsLeft', { n: remaining }),
        ),
      );
    }
    if (deciding && !mySeats.includes(deciding.seat))
      lines.push(
        h(
          'em',
          { class: 'deciding', 'data-testid': 'deciding' },
          t('game.deciding', { name: deciding.name }),
        ),
      );
    if (mySeats.length === 0) lines.push(h('span', { class: 'badge' }, t('game.spectating')));
    replace(this.status, ...lines);
  }

  private renderBody(input: PanelInput) {
    const { view, groups, ui } = input;
    const sections: HTMLElement[] = [];
    const myTurn = groups.endTurn !== null || groups.choices.length > 0 || groups.board.moves.size > 0;
    if (ui.target && !ui.target.fromPrompt) {
      sections.push(
        h(
          'section',
          { class: 'hint target' },
          h('strong', {}, ui.target.title),
          h('p', {}, t('game.targetHint')),
          h(
            'button',
            { class: 'ghost small', type: 'button', onclick: () => this.commands.ui({ target: null }) },
            t('game.cancel'),
          ),
        ),
      );
    }
    if (myTurn) {
      const core = groups.choices.filter((c) => c.section === 'actions');
      sections.push(
        h(
          'section',
          { class: 'actions' },
          h('h3', {}, t('game.actions')),
          h(
            'p',
            { class: 'hint', 'data-testid': 'panel-hint' },
            t(isTouchScreen() ? 'game.peekHintTouch' : 'game.peekHint'),
          ),
          h(
            'div',
            { class: 'buttons' },
            groups.board.peeks.size > 0
              ? h(
                  'button',
                  {
                    class: `toggle ${ui.peekMode ? 'on' : ''}`,
                    type: 'button',
                    'aria-pressed': ui.peekMode ? 'true' : 'false',
                    'data-action': 'peek-mode',
                    onclick: () => this.commands.ui({ peekMode: !ui.peekMode, target: null }),
                  },
                  peekIcon(),
                  ` ${ui.peekMode ? t('game.peekModeOn') : t('game.peekMode')}`,
                  h('kbd', {}, 'P'),
                )
              : null,
            ...core.map((c) => this.choiceButton(c)),
            groups.undo
              ? h(
                  'button',
                  {
                    class: 'ghost',
                    type: 'button',
                    'data-action': 'undo',
                    onclick: () => this.commands.act(groups.undo!),
                  },
                  t('game.undo'),
                  h('kbd', {}, 'U'),
                )
              : null,
            groups.endTurn ? this.endTurnButton(groups.endTurn, endTurnDrawsEvent(view)) : null,
          ),
        ),
      );
    }
    const safe = this.safeSection(input);
    if (safe) sections.push(safe);
    sections.push(...this.handSections(input));
    const trades = groups.choices.filter((c) => c.section === 'trade');
    if (trades.length > 0)
      sections.push(
        h(
          'section',
          {},
          h('h3', {}, t('game.trade')),
          h('div', { class: 'buttons' }, ...trades.map((c) => this.choiceButton(c))),
        ),
      );
    if (view.decks.inFront.length > 0) {
      sections.push(
        h(
          'section',
          { class: 'events-in-front' },
          h('h3', {}, t('game.eventsInFront')),
          h(
            'ul',
            { class: 'cards' },
            ...view.decks.inFront.map((e) =>
              h(
                'li',
                { class: 'card-item event' },
                this.cardHead(eventName(e.card), topicFor('event', e.card)),
                h('p', {}, eventText(e.card)),
              ),
            ),
          ),
        ),
      );
    }
    replace(this.body, ...sections);
  }

  /** The active character (ours, or the current player's when watching): ability, tools, loot. */
  private handSections({ view, groups, mySeats, actingSeat }: PanelInput): HTMLElement[] {
    const seat =
      actingSeat !== null && mySeats.includes(view.turn.seat)
        ? view.turn.seat
        : (actingSeat ?? view.turn.seat);
    const p = view.players.find((x) => x.seat === seat);
    if (!p) return [];
    const abilityButtons = groups.choices.filter((c) => c.section === 'ability');
    const toolButtons = (tool: ToolId) =>
      groups.choices.filter((c) => c.section === 'tools' && c.tool === tool);
    return [
      h(
        'section',
        { class: 'ability' },
        h('h3', {}, `${t('game.abilities')} · ${p.name}`),
        h(
          'div',
          { class: 'card-item' },
          this.cardHead(
            `${characterName(p.character)} · ${t(`lobby.side.${p.side}`)}`,
            topicFor('character', p.character),
          ),
          h('p', {}, abilityText(p.character, p.side)),
        ),
        abilityButtons.length > 0
          ? h('div', { class: 'buttons' }, ...abilityButtons.map((c) => this.choiceButton(c)))
          : null,
      ),
      h(
        'section',
        { class: 'tools' },
        h('h3', {}, t('game.tools')),
        p.tools.length === 0
          ? h('p', { class: 'muted' }, t('game.noTools'))
          : h(
              'ul',
              { class: 'cards' },
              ...p.tools.map((tool) =>
                h(
                  'li',
                  { class: 'card-item tool', 'data-tool': tool },
                  this.cardHead(toolName(tool), topicFor('tool', tool)),
                  h('p', {}, toolText(tool)),
                  ...toolButtons(tool).map((c) => this.choiceButton(c)),
                ),
              ),
            ),
      ),
      h(
        'section',
        { class: 'loot' },
        h('h3', {}, t('game.loot')),
        p.loot.length === 0
          ? h('p', { class: 'muted' }, t('game.noLoot'))
          : h(
              'ul',
              { class: 'cards' },
              ...p.loot.map((card) =>
                h(
                  'li',
                  { class: 'card-item loot' },
                  this.cardHead(lootName(card), topicFor('loot', card)),
                  h('p', {}, lootText(card)),
                ),
              ),
            ),
      ),
    ];
  }

  /** End turn, saying before it happens when ending now draws an event (R4.5). */
  private endTurnButton(action: Action, drawsEvent: boolean): HTMLElement {
    return h(
      'button',
      {
        class: `end-turn ${drawsEvent ? 'draws-event' : ''}`,
        type: 'button',
        'data-action': 'end-turn',
        'data-draws-event': drawsEvent ? 'true' : 'false',
        title: drawsEvent ? t('game.endTurnEventLong') : null,
        'aria-description': drawsEvent ? t('game.endTurnEventLong') : null,
        onclick: () => this.commands.act(action),
      },
      h(
        'span',
        { class: 'end-turn-text' },
        t('game.endTurn'),
        drawsEvent ? h('small', { class: 'end-turn-event' }, `⚠ ${t('game.endTurnEvent')}`) : null,
      ),
      h('kbd', {}, 'E'),
    );
  }

  /** The safe the acting character stands on: what it still needs and the odds of this roll. */
  private safeSection({ view, actingSeat }: PanelInput): HTMLElement | null {
    const seat = actingSeat ?? view.turn.seat;
    const at = view.players.find((p) => p.seat === seat)?.at;
    const info = at ? safeInfo(view, at, seat) : null;
    if (!at || !info) return null;
    return h(
      'section',
      { class: 'safe-info', 'data-testid': 'safe-info' },
      h('h3', {}, t('safe.title', { at: placeName(at) })),
      h(
        'div',
        { class: 'card-item safe' },
        ...safeLines(info).map((line, i) => h(i === 0 ? 'strong' : 'p', {}, line)),
      ),
    );
  }

  /** A card's name with a "?" that opens the rules at it. */
  private cardHead(name: string, topic: string): HTMLElement {
    return h(
      'div',
      { class: 'card-head' },
      h('strong', {}, name),
      h(
        'button',
        {
          type: 'button',
          class: 'ghost card-rules',
          'aria-label': t('rules.about', { name }),
          title: t('rules.whatIsThis'),
          'data-topic': topic,
          onclick: () => this.commands.rules(topic),
        },
        '?',
      ),
    );
  }

  private choiceButton(choice: ActionChoice): HTMLElement {
    return h(
      'button',
      {
        class: choice.target ? 'choice targeted' : 'choice',
        type: 'button',
        'data-action': choice.id,
        'aria-haspopup': choice.partner === undefined ? null : 'dialog',
        onclick: () => {
          if (choice.action) this.commands.act(choice.action);
          else if (choice.target) this.commands.ui({ target: choice.target, peekMode: false });
          else if (choice.partner !== undefined)
            this.commands.ui({ trade: newTradeDraft(choice.partner), peekMode: false, target: null });
        },
      },
      choice.label,
    );
  }
}
