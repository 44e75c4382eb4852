/**
 * The invite screen: what an invite link opens on a browser that has not joined yet. The
 * heist's code and building, who is there, and one name field whose Join is the main action
 * (Enter submits). No create form, no warnings before anything was typed.
 */
import type { ScenarioId } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import type { Invite } from '../store/state.js';
import type { Commands } from './commands.js';
import { h, replace } from './dom.js';
import { bookIcon } from './svg.js';

const SCENARIOS: readonly string[] = ['office', 'bank', 'fortknox'];

export interface InviteInput {
  invite: Invite;
  name: string;
  busy: boolean;
  message: string | null;
}

export class InviteScreen {
  readonly el = h('main', { class: 'screen invite', 'data-screen': 'invite' });
  private readonly nameInput = h('input', {
    id: 'invite-name',
    name: 'name',
    autocomplete: 'nickname',
    maxlength: 24,
    required: true,
    placeholder: t('home.namePlaceholder'),
    'data-testid': 'name',
  });
  private readonly joinButton = h(
    'button',
    { class: 'primary big', type: 'submit', 'data-testid': 'join' },
    t('invite.join'),
  );
  private readonly details = h('div', { class: 'invite-details', 'aria-live': 'polite' });
  private readonly message = h('p', {
    class: 'form-message',
    role: 'alert',
    'data-testid': 'invite-message',
  });
  private readonly code = h('p', { class: 'big-code', 'data-testid': 'invite-code' });
  private shownFor = '';
  private last = '';

  constructor(private readonly commands: Commands) {
    const form = h(
      'form',
      { class: 'invite-form', onsubmit: (e: Event) => this.submit(e) },
      h('label', { for: 'invite-name' }, t('home.name')),
      h('div', { class: 'row' }, this.nameInput),
      h('small', { class: 'muted' }, t('home.nameHint')),
      this.joinButton,
    );
    this.el.append(
      h(
        'section',
        { class: 'card invite-card', 'aria-labelledby': 'invite-title' },
        h('h1', { id: 'invite-title' }, t('invite.title')),
        h('p', { class: 'label' }, t('lobby.codeLabel')),
        this.code,
        this.details,
        this.message,
        form,
      ),
      h(
        'div',
        { class: 'row invite-links' },
        h(
          'button',
          { class: 'ghost small', type: 'button', onclick: () => this.commands.rules(null) },
          bookIcon(),
          t('rules.title'),
        ),
        h(
          'button',
          {
            class: 'ghost small',
            type: 'button',
            'data-testid': 'invite-home',
            onclick: () => this.commands.leave(),
          },
          t('invite.home'),
        ),
      ),
    );
  }

  update(input: InviteInput): void {
    const { invite } = input;
    if (invite.code !== this.shownFor) {
      this.shownFor = invite.code;
      this.nameInput.value = input.name;
      queueMicrotask(() => this.nameInput.focus());
    }
    this.joinButton.disabled = input.busy;
    this.message.textContent = input.message ?? (input.busy ? t('home.working') : '');
    const key = JSON.stringify([invite, input.message]);
    if (key === this.last) return;
    this.last = key;
    this.code.textContent = invite.code;
    const found = invite.lookup;
    const closed = found !== null && (!found.exists || found.phase === 'won' || found.phase === 'lost');
    this.joinButton.hidden = closed;
    // Started, or every seat taken: the button says what it does, watch (issue 33).
    const watching =
      found !== null && ((found.phase !== undefined && found.phase !== 'lobby') || found.seats?.free === 0);
    this.joinButton.textContent = t(watching ? 'invite.watch' : 'invite.join');
    this.nameInput.closest('form')!.hidden = closed;
    if (!found) {
      replace(this.details, h('p', { class: 'muted' }, t('invite.loading')));
      return;
    }
    if (closed) {
      replace(this.details);
      return;
    }
    const scenario =
      found.scenario && SCENARIOS.includes(found.scenario) ? (found.scenario as ScenarioId) : null;
    const players = found.players ?? [];
    const seats = found.seats;
    replace(
      this.details,
      scenario
        ? h(
            'p',
            { 'data-testid': 'invite-building' },
            h('span', { class: 'label' }, t('invite.building')),
            h('strong', {}, t(`scenario.${scenario}`)),
            h('span', { class: 'muted' }, ` · ${t(`scenario.${scenario}.about`)}`),
          )
        : h('p', { class: 'muted' }, t('invite.unknown')),
      h('p', { class: 'label' }, t('invite.crew')),
      players.length > 0
        ? h(
            'ul',
            { class: 'invite-crew', 'data-testid': 'invite-crew' },
            ...players.map((name) => h('li', {}, name)),
          )
        : h('p', { class: 'muted' }, t('invite.nobody')),
      seats
        ? h(
            'p',
            { class: 'muted' },
            found.phase && found.phase !== 'lobby'
              ? t('invite.started')
              : seats.free > 0
                ? t('invite.seats', { free: seats.free, total: seats.total })
                : t('invite.full'),
          )
        : null,
    );
  }

  private submit(e: Event): void {
    e.preventDefault();
    const name = this.nameInput.value.trim().replace(/\s+/g, ' ');
    if (!name) {
      this.message.textContent = t('home.needName');
      this.nameInput.focus();
      return;
    }
    this.commands.joinHeist(name, this.shownFor);
  }
}
