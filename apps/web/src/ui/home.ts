/** Home: your name, plan a new heist, join by code, and rejoin the heists of this browser. */
import type { ScenarioId } from '@safecrackers/rules';
import { formatList, t } from '../i18n/index.js';
import type { RememberedHeist } from '../net/heistMemory.js';
import type { Commands, HeistOptions, OtherGame } from './commands.js';
import { h, replace } from './dom.js';
import { FinishedHeists } from './finishedHeists.js';
import { languagePicker } from './languagePicker.js';
import { bookIcon } from './svg.js';

const SCENARIOS: ScenarioId[] = ['office', 'bank', 'fortknox'];
const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export interface HomeInput {
  name: string;
  code: string;
  heists: RememberedHeist[];
  /** Finished heists, with their replays. */
  finished?: RememberedHeist[];
  busy: boolean;
  message: string | null;
}

export class HomeScreen {
  readonly el = h('main', { class: 'screen home', 'data-screen': 'home' });
  private readonly nameInput = h('input', {
    id: 'name',
    name: 'name',
    autocomplete: 'nickname',
    maxlength: 24,
    placeholder: t('home.namePlaceholder'),
    'data-testid': 'name',
  });
  private readonly codeInput = h('input', {
    id: 'code',
    name: 'code',
    autocomplete: 'off',
    autocapitalize: 'characters',
    maxlength: 9,
    placeholder: t('home.codePlaceholder'),
    'data-testid': 'join-code',
  });
  private readonly message = h('p', { class: 'form-message', role: 'alert' });
  private readonly mine = h('ul', { class: 'heist-list' });
  private readonly buttons: HTMLButtonElement[] = [];
  private readonly finished = new FinishedHeists();

  constructor(
    private readonly commands: Commands,
    /** The games besides the heist, each with a card to start one. */
    private readonly others: readonly OtherGame[],
  ) {
    const options = this.optionsForm();
    const create = h(
      'form',
      { class: 'card', onsubmit: (e: Event) => this.submitCreate(e, options.read) },
      h('h2', {}, t('home.create')),
      options.el,
      this.button(t('home.createButton'), 'create'),
    );
    const join = h(
      'form',
      { class: 'card', onsubmit: (e: Event) => this.submitJoin(e) },
      h('h2', {}, t('home.join')),
      h('label', { for: 'code' }, t('home.code')),
      h('div', { class: 'row' }, this.codeInput, this.button(t('home.joinButton'), 'join')),
    );
    const otherCards = this.others.map((other) =>
      h(
        'form',
        {
          class: `card ${other.game}-card other-game`,
          onsubmit: (e: Event) => {
            e.preventDefault();
            const name = this.name();
            if (name) this.commands.createGame(other.game, name);
          },
        },
        h('h2', {}, other.title()),
        h('p', {}, other.tagline()),
        h(
          'div',
          { class: 'row wrap' },
          this.button(other.createLabel(), `create-${other.game}`),
          other.rules
            ? h(
                'button',
                {
                  class: 'ghost rules-button',
                  type: 'button',
                  'data-testid': `open-rules-${other.game}`,
                  onclick: () => this.commands.rulesOf(other.game),
                },
                bookIcon(),
                t('rules.title'),
              )
            : null,
        ),
      ),
    );
    this.el.append(
      h(
        'header',
        { class: 'hero' },
        h('h1', {}, t('app.title')),
        h('p', { class: 'tagline' }, t('app.tagline')),
        h(
          'button',
          {
            class: 'ghost rules-button',
            type: 'button',
            'data-testid': 'open-rules',
            onclick: () => this.commands.rules(null),
          },
          bookIcon(),
          t('rules.title'),
        ),
        languagePicker((locale) => this.commands.language(locale)),
      ),
      h(
        'section',
        { class: 'card name-card' },
        h('label', { for: 'name' }, t('home.name')),
        this.nameInput,
        h('small', {}, t('home.nameHint')),
      ),
      this.message,
      h('div', { class: 'home-grid' }, create, join, ...otherCards),
      h('section', { class: 'card' }, h('h2', {}, t('home.mine')), this.mine),
      this.finished.el,
    );
  }

  update(input: HomeInput): void {
    if (!this.nameInput.value && input.name && document.activeElement !== this.nameInput)
      this.nameInput.value = input.name;
    if (!this.codeInput.value && input.code) this.codeInput.value = input.code;
    this.message.textContent = input.message ?? (input.busy ? t('home.working') : '');
    for (const b of this.buttons) b.disabled = input.busy;
    this.finished.update(input.finished ?? []);
    if (input.heists.length === 0) {
      replace(this.mine, h('li', { class: 'muted' }, t('home.mineEmpty')));
      return;
    }
    replace(
      this.mine,
      ...input.heists.map((heist) =>
        h(
          'li',
          { class: 'heist-item', 'data-code': heist.code },
          h('span', { class: 'code-chip' }, heist.code),
          h(
            'span',
            { class: 'muted' },
            heist.game
              ? `${this.others.find((o) => o.game === heist.game)?.title() ?? heist.game} · `
              : heist.scenario
                ? `${t(`scenario.${heist.scenario as ScenarioId}`)} · `
                : '',
            heist.seats.length > 0
              ? t('home.seatOf', {
                  seats: formatList(heist.seats.map((s) => String(s.seat + 1))),
                  count: heist.seats.length,
                })
              : t('home.spectating'),
          ),
          h(
            'button',
            {
              class: 'primary small',
              type: 'button',
              'data-testid': `rejoin-${heist.code}`,
              onclick: () => this.commands.rejoin(heist.code),
            },
            t('home.rejoin'),
          ),
          h(
            'button',
            { class: 'ghost small', type: 'button', onclick: () => this.commands.forget(heist.code) },
            t('home.forget'),
          ),
        ),
      ),
    );
  }

  /** What was typed and not yet sent, for the screen that replaces this one. */
  typed(): { name: string; code: string } {
    return { name: this.nameInput.value, code: this.codeInput.value };
  }

  retype(typed: { name: string; code: string }): void {
    this.nameInput.value = typed.name;
    this.codeInput.value = typed.code;
  }

  focusName(): void {
    this.nameInput.focus();
  }

  private button(label: string, id: string): HTMLButtonElement {
    const b = h('button', { class: 'primary', type: 'submit', 'data-testid': id }, label);
    this.buttons.push(b);
    return b;
  }

  private name(): string | null {
    const name = this.nameInput.value.trim().replace(/\s+/g, ' ');
    if (!name) {
      this.message.textContent = t('home.needName');
      this.nameInput.focus();
      return null;
    }
    return name;
  }

  private submitCreate(e: Event, read: () => HeistOptions) {
    e.preventDefault();
    const name = this.name();
    if (name) this.commands.createHeist(name, read());
  }

  private submitJoin(e: Event) {
    e.preventDefault();
    const name = this.name();
    const code = this.codeInput.value.toUpperCase().replace(/[\s-]/g, '');
    if (!name) return;
    if (!CODE_PATTERN.test(code)) {
      this.message.textContent = t('home.badCode');
      this.codeInput.focus();
      return;
    }
    this.commands.joinHeist(name, code);
  }

  private optionsForm(): { el: HTMLElement; read: () => HeistOptions } {
    const scenario = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t('home.scenario') });
    for (const id of SCENARIOS) {
      scenario.append(
        h(
          'label',
          { class: 'segment' },
          h('input', {
            type: 'radio',
            name: 'scenario',
            value: id,
            checked: id === 'office',
            'data-testid': `scenario-${id}`,
          }),
          h('span', {}, h('strong', {}, t(`scenario.${id}`)), h('small', {}, t(`scenario.${id}.about`))),
        ),
      );
    }
    const seats = h(
      'select',
      { id: 'seats', 'data-testid': 'seats' },
      ...[1, 2, 3, 4].map((n) => h('option', { value: n, selected: n === 2 }, String(n))),
    );
    const stealth = h(
      'select',
      { id: 'stealth' },
      ...[1, 2, 3, 4, 5, 6].map((n) => h('option', { value: n, selected: n === 3 }, String(n))),
    );
    const check = (id: string, label: string) => {
      const input = h('input', { type: 'checkbox', id });
      return { input, el: h('label', { class: 'check', for: id }, input, label) };
    };
    const walls = check('randomWalls', t('home.randomWalls'));
    const advanced = check('advancedSides', t('home.advancedSides'));
    const random = check('randomCharacters', t('home.randomCharacters'));
    const el = h(
      'div',
      { class: 'options' },
      h('span', { class: 'label' }, t('home.scenario')),
      scenario,
      h(
        'div',
        { class: 'row wrap' },
        h('label', { for: 'seats' }, t('home.seats'), seats),
        h('label', { for: 'stealth' }, t('home.stealth'), stealth),
      ),
      h('div', { class: 'row wrap' }, walls.el, advanced.el, random.el),
    );
    const read = (): HeistOptions => ({
      scenario: ((scenario.querySelector('input:checked') as HTMLInputElement | null)?.value ??
        'office') as ScenarioId,
      seats: Number(seats.value),
      stealth: Number(stealth.value),
      randomWalls: walls.input.checked,
      advancedSides: advanced.input.checked,
      assignment: random.input.checked ? 'random' : 'chosen',
    });
    return { el, read };
  }
}
