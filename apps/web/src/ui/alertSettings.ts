/**
 * The player's "your turn" alerts, in the keys and help overlay every game has: a sound, and a
 * browser notification (its first tick asks the browser's permission, which needs the tap).
 * The tab's title and icon always change; the hint says so.
 */
import { t } from '../i18n/index.js';
import { h } from './dom.js';

/** 'blocked': the browser refused this site (only its settings undo that). */
export type NotifyState = 'on' | 'off' | 'blocked' | 'unsupported';

export interface AlertControls {
  sound(): boolean;
  /** Turning it on plays the sound once: the player hears what to listen for. */
  setSound(on: boolean): void;
  notifications(): NotifyState;
  setNotifications(on: boolean): Promise<NotifyState>;
  /** End turn asks first when it would draw an event with actions left (issue 33). */
  askEndTurn(): boolean;
  setAskEndTurn(on: boolean): void;
}

export class AlertSettings {
  readonly el: HTMLElement;
  private readonly sound: HTMLInputElement;
  private readonly notify: HTMLInputElement;
  private readonly notifyRow: HTMLElement;
  private readonly blocked: HTMLElement;
  private readonly askEndTurn: HTMLInputElement;

  constructor(private readonly controls: AlertControls) {
    this.sound = h('input', {
      type: 'checkbox',
      'data-testid': 'alert-sound',
      onchange: () => controls.setSound(this.sound.checked),
    });
    this.notify = h('input', {
      type: 'checkbox',
      'data-testid': 'alert-notify',
      onchange: () => void controls.setNotifications(this.notify.checked).then(() => this.refresh()),
    });
    this.askEndTurn = h('input', {
      type: 'checkbox',
      'data-testid': 'ask-end-turn',
      onchange: () => controls.setAskEndTurn(this.askEndTurn.checked),
    });
    this.notifyRow = h('label', { class: 'check' }, this.notify, t('turnAlert.notify'));
    this.blocked = h('p', { class: 'muted', 'data-testid': 'alert-blocked' }, t('turnAlert.blocked'));
    this.el = h(
      'section',
      { class: 'alert-settings', 'data-testid': 'alert-settings' },
      h('h3', {}, t('turnAlert.settings')),
      h('p', { class: 'muted' }, t('turnAlert.hint')),
      h('label', { class: 'check' }, this.sound, t('turnAlert.sound')),
      this.notifyRow,
      this.blocked,
      // The question "Do not ask me again" turned off comes back from here.
      h('label', { class: 'check' }, this.askEndTurn, t('game.endTurnAsk.setting')),
    );
    this.refresh();
  }

  /** Shows what holds now (the permission may have changed in the browser's settings). */
  refresh(): void {
    const state = this.controls.notifications();
    this.sound.checked = this.controls.sound();
    this.askEndTurn.checked = this.controls.askEndTurn();
    this.notify.checked = state === 'on';
    this.notify.disabled = state === 'blocked';
    this.notifyRow.hidden = state === 'unsupported';
    this.blocked.hidden = state !== 'blocked';
  }
}
