/**
 * Where a game other than the heist shows (app/gameClient.ts): its screen, loaded in its own
 * chunk the first time the game is entered, kept while the player is in the room, drawn again in
 * a new language, and put away on leaving.
 */
import type { AnyGameClient, PlayInput, PlayScreen, PlayServices } from '../app/gameClient.js';
import { h, replace } from './dom.js';

export class PlayHost {
  readonly el = h('main', { class: 'screen play', 'data-screen': 'play' });
  private client: AnyGameClient | null = null;
  private screen: PlayScreen<unknown> | null = null;
  private latest: PlayInput<unknown> | null = null;

  constructor(
    private readonly services: (client: AnyGameClient) => PlayServices<Record<string, unknown>>,
    /** The game's chunk did not load: the player is told, and leaves. */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Shows `client`'s screen with `input` (loading it first when it is new). */
  show(client: AnyGameClient, input: PlayInput<unknown>): void {
    this.latest = input;
    if (client !== this.client) {
      this.close();
      this.client = client;
      void client.screen(this.services(client)).then(
        (screen: PlayScreen<unknown>) => {
          // Left (or went to another game) while it loaded.
          if (this.client !== client) return screen.dispose();
          this.screen = screen;
          replace(this.el, screen.el);
          if (this.latest) screen.update(this.latest);
        },
        (error: unknown) => {
          if (this.client === client) this.failed(error);
        },
      );
      return;
    }
    this.screen?.update(input);
  }

  key(event: KeyboardEvent): boolean {
    return this.screen?.key(event) ?? false;
  }

  relabel(): void {
    this.screen?.relabel();
  }

  /** Out of the room: the screen goes. */
  close(): void {
    this.screen?.dispose();
    this.screen = null;
    this.client = null;
    this.latest = null;
    replace(this.el);
  }
}
