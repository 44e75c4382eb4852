/**
 * What the player chose for "your turn" alerts on this browser: a sound, a notification. Both
 * start off; kept in localStorage like the language (i18n/preference.ts). The browser's own
 * permission for notifications is asked separately (turnAlertPage.ts).
 */
const SOUND_KEY = 'safecrackers.turnSound';
const NOTIFY_KEY = 'safecrackers.turnNotify';

export class TurnAlertPreference {
  /** Choices made on this page: they hold even when storage refuses them (private windows). */
  private readonly chosen = new Map<string, boolean>();

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  get sound(): boolean {
    return this.read(SOUND_KEY);
  }

  set sound(on: boolean) {
    this.write(SOUND_KEY, on);
  }

  get notify(): boolean {
    return this.read(NOTIFY_KEY);
  }

  set notify(on: boolean) {
    this.write(NOTIFY_KEY, on);
  }

  private read(key: string): boolean {
    const chosen = this.chosen.get(key);
    if (chosen !== undefined) return chosen;
    try {
      return this.storage.getItem(key) === '1';
    } catch {
      return false;
    }
  }

  private write(key: string, on: boolean): void {
    this.chosen.set(key, on);
    try {
      this.storage.setItem(key, on ? '1' : '0');
    } catch {
      // Refused: the choice holds for this page only.
    }
  }
}
