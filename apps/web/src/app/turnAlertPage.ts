/**
 * The page's side of "your turn" (turnAlert.ts decides when): the tab's title and icon, a short
 * chime when the player turned sounds on, and a browser notification when they allowed it;
 * all taken back once the player looks or the turn passes. Any game of the shell feeds it.
 */
import { t } from '../i18n/index.js';
import { type ClientState, HEIST } from '../store/state.js';
import type { AlertControls, NotifyState } from '../ui/alertSettings.js';
import type { AnyGameClient } from './gameClient.js';
import { heistTurn, NO_TURN_ALERT, nextTurnAlert, playTurn, type TurnSight } from './turnAlert.js';
import type { TurnAlertPreference } from './turnAlertPreference.js';

/** The page's icon with an orange dot in its corner (Okabe-Ito orange, as the board's danger). */
const ALERT_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='#081226'/><circle cx='8' cy='8' r='5' fill='none' stroke='#5ee0ff' stroke-width='1.5'/><path d='M8 8 11 5' stroke='#5ee0ff' stroke-width='1.5'/><circle cx='12.5' cy='3.5' r='3.5' fill='#e69f00' stroke='#081226'/></svg>",
)}`;

/** What a game says about this moment: the sight minus visibility, and its name for the title. */
export type TurnNews = Pick<TurnSight, 'room' | 'mine'> & { game: string };

/** The news of the game on this page: the heist's, or another game's by its client. */
export function turnNews(state: ClientState, games: ReadonlyMap<string, AnyGameClient>): TurnNews {
  if (state.game === null || state.game === HEIST) return { ...heistTurn(state), game: t('app.title') };
  const client = games.get(state.game);
  return { ...playTurn(state, client), game: client?.title() ?? t('app.title') };
}

export class TurnAlertPage implements Omit<AlertControls, 'askEndTurn' | 'setAskEndTurn'> {
  private memory = NO_TURN_ALERT;
  private news: TurnNews = { room: null, mine: null, game: '' };
  /** The title and icon the alert replaced, to put back. */
  private saved: { title: string; icon: string | null } | null = null;
  private notification: Notification | null = null;
  private audio: AudioContext | null = null;

  constructor(private readonly preference: TurnAlertPreference) {
    document.addEventListener('visibilitychange', () => this.decide());
  }

  /** The game's latest (every store change): the turn may have become ours, or passed. */
  see(news: TurnNews): void {
    this.news = news;
    this.decide();
  }

  private decide(): void {
    const step = nextTurnAlert(this.memory, { ...this.news, hidden: document.visibilityState === 'hidden' });
    this.memory = step.memory;
    if (step.effect === 'alert') this.alert(this.news.game);
    else if (step.effect === 'restore') this.restore();
  }

  private alert(game: string): void {
    const title = t('turnAlert.title', { game });
    const icon = iconLink();
    this.saved ??= { title: document.title, icon: icon?.href ?? null };
    document.title = title;
    if (icon) icon.href = ALERT_ICON;
    if (this.preference.sound) this.chime();
    if (this.notifications() === 'on') this.notify(title);
  }

  private restore(): void {
    this.notification?.close();
    this.notification = null;
    if (!this.saved) return;
    document.title = this.saved.title;
    const icon = iconLink();
    if (icon && this.saved.icon !== null) icon.href = this.saved.icon;
    this.saved = null;
  }

  private notify(title: string): void {
    this.notification?.close();
    try {
      const note = new Notification(title, { body: t('turnAlert.body'), tag: 'safecrackers-turn' });
      note.onclick = () => {
        window.focus();
        note.close();
      };
      this.notification = note;
    } catch {
      // Chrome on Android shows notifications from a service worker only: the title still says it.
    }
  }

  /** Two short rising tones, made here (no sound file to fetch). */
  private chime(): void {
    try {
      this.audio ??= new AudioContext();
      const audio = this.audio;
      void audio.resume();
      [660, 880].forEach((frequency, i) => {
        const start = audio.currentTime + i * 0.16;
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.15);
        tone.connect(gain).connect(audio.destination);
        tone.start(start);
        tone.stop(start + 0.16);
      });
    } catch {
      // No Web Audio here: the title and icon still say it.
    }
  }

  sound(): boolean {
    return this.preference.sound;
  }

  setSound(on: boolean): void {
    this.preference.sound = on;
    // From the player's tap: it also lets this page play sound later, in the background.
    if (on) this.chime();
  }

  notifications(): NotifyState {
    if (typeof Notification === 'undefined') return 'unsupported';
    if (Notification.permission === 'denied') return 'blocked';
    return this.preference.notify && Notification.permission === 'granted' ? 'on' : 'off';
  }

  async setNotifications(on: boolean): Promise<NotifyState> {
    if (typeof Notification === 'undefined') return 'unsupported';
    if (on && Notification.permission === 'default') {
      try {
        await Notification.requestPermission();
      } catch {
        // Older Safari takes a callback instead; it answers "default" here, and the box stays off.
      }
    }
    this.preference.notify = on && Notification.permission === 'granted';
    return this.notifications();
  }
}

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}
