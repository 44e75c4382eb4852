/**
 * Secret numbers' screen in the shell: the shared lobby (two seats, a bot on a free one), then
 * your number, the questions asked, a button per legal input, and the result with its replay.
 */
import { ClientMessage } from '@safecrackers/protocol/wire';
import { type SecretAction, type SecretLobbyWire, SecretMessage } from '@safecrackers/test-game';
import type { PlayInput, PlayScreen, PlayServices } from '../../../src/app/gameClient.js';
import { h, replace } from '../../../src/ui/dom.js';
import { type LobbyActions, LobbyFrame, type LobbyGame } from '../../../src/ui/lobbyFrame.js';
import { topBarParts } from '../../../src/ui/topBarFrame.js';
import type { SecretClientState, SecretOutgoing } from './secretClient.js';

type Seat = SecretLobbyWire['seats'][number];

class SecretLobby implements LobbyGame<SecretLobbyWire> {
  constructor(private readonly addBot: (seat: number) => void) {}
  options = () => null;
  seatTitle = (seat: Seat) => `Seat ${seat.index + 1}`;
  seatColour = (seat: Seat) => (seat.index === 0 ? '#4aa3ff' : '#ffb020');
  botBadge = (seat: Seat) => (seat.bot ? h('span', { class: 'badge' }, 'bot') : null);
  seatBody = () => [];
  botControls = (seat: Seat, _lobby: SecretLobbyWire, you: { isHost: boolean }) =>
    you.isHost && seat.status === 'free'
      ? h(
          'button',
          {
            type: 'button',
            'data-testid': `secret-bot-${seat.index}`,
            onclick: () => this.addBot(seat.index),
          },
          'A bot plays here',
        )
      : null;
  canTake = (seat: Seat) => seat.bot === null;
  leaveText = () => 'Leave the game';
  holderText = (seat: Seat) => (seat.bot ? 'A bot' : null);
}

const label = (a: SecretAction) => (a.type === 'ask' ? `Ask: above ${a.above}?` : `Guess ${a.value}`);
const testId = (a: SecretAction) => (a.type === 'ask' ? `secret-ask-${a.above}` : `secret-guess-${a.value}`);

export class SecretScreen implements PlayScreen<SecretClientState> {
  readonly el = h('div', { class: 'secret-app', 'data-testid': 'secret-app' });
  private readonly top = h('header', { class: 'spies-top' });
  private readonly body = h('section', { class: 'card' });
  private readonly lobby: LobbyFrame<SecretLobbyWire>;
  private input: PlayInput<SecretClientState> | null = null;

  constructor(private readonly services: PlayServices<SecretOutgoing>) {
    const send = services.send.bind(services);
    const actions: LobbyActions = {
      claim: (seat) => send(ClientMessage.claimSeat, { seat }),
      release: (seat) => send(ClientMessage.releaseSeat, { seat }),
      free: (seat) => send(ClientMessage.freeSeat, { seat }),
      ready: (ready) => send(ClientMessage.ready, { ready }),
      start: () => send(ClientMessage.start, {}),
      copy: (text, what) => services.copy(text, what),
      language: (locale) => services.language(locale),
      leave: () => services.leave(),
      linkSeen: () => services.linkSeen(),
      ...(services.rules ? { rules: () => services.rules?.(null) } : {}),
    };
    this.lobby = new LobbyFrame(
      new SecretLobby((seat) => send(ClientMessage.addBot, { seat, level: 'steady' })),
      actions,
      'secret-',
    );
    replace(this.el, this.top, this.lobby.el, this.body);
  }

  update(input: PlayInput<SecretClientState>): void {
    this.input = input;
    this.draw();
  }

  key = () => false;

  relabel(): void {
    this.draw();
  }

  dispose(): void {
    this.el.remove();
  }

  private draw(): void {
    const input = this.input;
    if (!input) return;
    const { lobby, update } = input.state;
    replace(
      this.top,
      ...topBarParts({
        brand: 'Secret numbers',
        code: input.code,
        codeTestId: 'secret-code',
        copyLink: (link) => this.services.copy(link, 'link'),
        status: [
          update ? h('span', { 'data-testid': 'secret-turn' }, `Seat ${update.view.turn + 1} to play`) : null,
        ],
        online: input.online,
        language: (locale) => this.services.language(locale),
        help: () => this.services.help(),
        ...(this.services.rules ? { rules: () => this.services.rules?.(null) } : {}),
        leave: () => this.services.leave(),
        leaveText: 'Leave',
      }),
    );
    this.lobby.el.hidden = update !== null;
    if (!update) {
      if (lobby)
        this.lobby.update({
          lobby,
          sessionId: input.sessionId,
          mySeats: input.mySeats,
          seatLink: input.seatLink,
        });
      replace(this.body);
      return;
    }
    const seat = input.mySeats[0];
    const mine = seat === undefined ? null : update.view.secrets[seat];
    const winner = update.view.winner;
    const legal = update.legal.flatMap((l) => l.actions);
    replace(
      this.body,
      h(
        'p',
        { 'data-testid': 'secret-mine' },
        mine === null || mine === undefined ? 'You watch.' : `Your number: ${mine}`,
      ),
      h(
        'ul',
        { 'data-testid': 'secret-asked' },
        ...update.view.asked.map((q) =>
          h(
            'li',
            {},
            `Seat ${q.seat + 1} asked: above ${q.above}? ${q.yes === null ? '(hidden)' : q.yes ? 'yes' : 'no'}`,
          ),
        ),
      ),
      winner === null
        ? h(
            'div',
            { class: 'row wrap' },
            ...legal.map((a) =>
              h(
                'button',
                {
                  type: 'button',
                  'data-testid': testId(a),
                  onclick: () => this.services.send(SecretMessage.action, { seat, action: a }),
                },
                label(a),
              ),
            ),
          )
        : h(
            'p',
            {},
            h('span', { 'data-testid': 'secret-outcome' }, `Seat ${winner + 1} won.`),
            ' ',
            h('a', { href: `/replay/${input.code}`, 'data-testid': 'secret-replay' }, 'Watch the replay'),
          ),
    );
  }
}
