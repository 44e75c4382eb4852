/**
 * Being in a room of any game: creating, joining (by code, from the home list, after a reload),
 * leaving, and sending. Network events go into the store (reduceNet; a plug-in game's frames
 * into its own state, by its GameClient) and into the browser's memory of seat tokens; toasts
 * say what the player should know. Screens only reach this through the Commands that main.ts
 * builds on it.
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import type { RoomLookup } from '@safecrackers/protocol/wire';
import { ClientMessage } from '@safecrackers/protocol/wire';
import type { Action, DomainEvent } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import type { GameConnection, NetEvent, Network } from '../net/connection.js';
import type { HeistMemory } from '../net/heistMemory.js';
import { roomIsOver } from '../net/roomLink.js';
import { announcements } from '../store/announcements.js';
import { actingSeat, myView } from '../store/derive.js';
import { errorText } from '../store/errorText.js';
import { joinFailureText } from '../store/joinFailure.js';
import { seatNames } from '../store/logText.js';
import type { Observable } from '../store/observable.js';
import { afterSend, dropToast, isTradeError, leftRoom, pushToast, reduceNet } from '../store/reduce.js';
import { type ClientState, HEIST, type Toast } from '../store/state.js';
import type { HeistOptions } from '../ui/commands.js';
import { toastMs } from '../ui/toasts.js';
import type { AnyGameClient } from './gameClient.js';

export interface SessionHooks {
  /** Events of an accepted input, for the board to animate. */
  onEvents(version: number, events: DomainEvent[]): void;
  /** Back online after a drop: the board drops its animation queue. */
  onReconnected(): void;
  /** Left the room: the board goes. */
  onLeft(): void;
}

export class Session {
  private connection: GameConnection | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Set on create: options to send once the new room says who we are. */
  private pendingOptions: HeistOptions | null = null;

  constructor(
    private readonly store: Observable<ClientState>,
    private readonly memory: HeistMemory,
    private readonly network: Network,
    private readonly hooks: SessionHooks,
    /** The games besides the heist, by name. */
    private readonly games: ReadonlyMap<string, AnyGameClient>,
  ) {}

  /** A new heist with these options. */
  create(name: string, options: HeistOptions): void {
    this.memory.name = name;
    this.pendingOptions = options;
    void this.enter(HEIST, () => this.network.create(HEIST, (code) => this.credentials(code)));
  }

  /** A new room of another game (its options are chosen in its lobby). */
  createGame(game: string, name: string): void {
    this.memory.name = name;
    void this.enter(game, () => this.network.create(game, (code) => this.credentials(code)));
  }

  /** Joins by code; a browser without a name is shown the invite first. */
  join(rawCode: string, name?: string): void {
    if (name !== undefined) this.memory.name = name;
    if (!this.memory.name) {
      this.invite(rawCode);
      return;
    }
    void this.joinByCode(rawCode);
  }

  /**
   * An invite link: the heist it names (building, who is there) and a name field, before
   * joining. A heist that is over, or a lobby that closed, says so instead.
   */
  invite(rawCode: string): void {
    const code = normalize(rawCode);
    this.setHome({ invite: { code, lookup: null }, message: null, busy: false });
    void this.network.lookup(code).then((lookup) => {
      if (this.store.get().home.invite?.code !== code) return;
      // The invite describes a heist: a player with a name goes straight into another game
      // (a reload of its link); a newcomer names themself here first.
      if (lookup?.game && lookup.game !== HEIST && this.memory.name) {
        void this.joinByCode(code);
        return;
      }
      // A finished game's link opens its replay (issue 33), not the home page's "has ended".
      if (lookup?.exists && roomIsOver(lookup)) {
        openReplay(code);
        return;
      }
      const message = lookup ? goneMessage(lookup, true) : null;
      if (message && lookup && !lookup.exists) this.memory.forget(code);
      this.setHome({ invite: { code, lookup }, message });
    });
  }

  async leave(): Promise<void> {
    const leaving = this.connection;
    this.connection = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.hooks.onLeft();
    this.store.update((s) => ({ ...leftRoom(s), home: { ...s.home, invite: null, message: null } }));
    if (window.location.pathname !== '/') window.history.pushState({}, '', '/');
    await leaving?.leave();
  }

  /** Sends; when it could not go (reconnecting), the player hears so: nothing is lost unsaid. */
  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): boolean {
    const sent = this.connection?.send(name, payload) ?? false;
    if (!sent && this.connection) this.toast(t('net.notSent'), 'error');
    return sent;
  }

  /**
   * A message of another game's own (its screen's PlayServices type it by the game's messages;
   * the server checks every payload as it does the heist's).
   */
  sendGame(name: string, payload: unknown): boolean {
    return this.send(name as ClientMessageName, payload as never);
  }

  act(action: Action): void {
    const seat = actingSeat(this.store.get());
    if (seat === null) return;
    const sent =
      action.type === 'answer'
        ? this.send(ClientMessage.answer, { seat, answer: action })
        : this.send(ClientMessage.action, { seat, action });
    if (sent) this.store.update((s) => afterSend(s, action));
  }

  /** Takes back, in this tab, the seats another tab or device of this browser plays. */
  playHere(): void {
    const code = this.store.get().code;
    const seats = code ? this.memory.tokens(code) : [];
    if (seats.length > 0) this.send(ClientMessage.reclaim, { seats });
  }

  /** `title`: a card's name, shown above the text as the card's head. */
  toast(text: string, tone: Toast['tone'] = 'info', title?: string): void {
    this.store.update((s) => pushToast(s, text, tone, title));
    const id = this.store.get().ui.toasts.at(-1)?.id;
    const stay = toastMs(tone, `${title ?? ''} ${text}`);
    if (id !== undefined) setTimeout(() => this.store.update((s) => dropToast(s, id)), stay);
  }

  /** Who we are when (re)joining: the name, and the seat tokens this browser holds for the room. */
  private credentials(code: string | null) {
    return { name: this.memory.name, seats: code ? this.memory.tokens(code) : [] };
  }

  private setHome(change: Partial<ClientState['home']>): void {
    this.store.update((s) => ({ ...s, home: { ...s.home, ...change } }));
  }

  private async joinByCode(rawCode: string): Promise<void> {
    const code = normalize(rawCode);
    // A code this browser was in, or one from a link, was not mistyped.
    const known = this.memory.get(code) !== undefined || this.store.get().home.invite?.code === code;
    this.setHome({ busy: true, message: null });
    const found = await this.network.lookup(code);
    const gone = found ? goneMessage(found, known) : null;
    if (found && gone) {
      if (found.exists && roomIsOver(found)) {
        this.memory.update(code, { finished: true });
        openReplay(code);
        return;
      }
      if (!found.exists) this.memory.forget(code);
      else this.memory.update(code, { finished: true });
      this.setHome({ busy: false, message: gone });
      return;
    }
    const game = found?.game ?? HEIST;
    if (game !== HEIST && !this.games.has(game)) {
      this.setHome({ busy: false, message: t('home.unknownGame', { code }) });
      return;
    }
    await this.enter(game, () => this.network.join(code, game, (c) => this.credentials(c)));
  }

  private async enter(game: string, connect: () => Promise<GameConnection>): Promise<void> {
    this.store.update((s) => ({
      ...leftRoom(s),
      game,
      connection: 'connecting',
      home: { ...s.home, busy: true, message: null },
    }));
    try {
      const joined = await connect();
      this.connection = joined;
      this.store.update((s) => ({
        ...s,
        code: joined.code,
        connection: 'online',
        home: { ...s.home, busy: false, invite: null },
      }));
      this.memory.update(joined.code, game === HEIST ? {} : { game });
      if (window.location.pathname !== `/r/${joined.code}`)
        window.history.pushState({}, '', `/r/${joined.code}`);
      this.unsubscribe = joined.subscribe((event) => this.onNet(event));
    } catch (error) {
      this.pendingOptions = null;
      const message = t('net.joinFailed', { reason: joinFailureText(error) });
      this.store.update((s) => ({ ...leftRoom(s), home: { ...s.home, busy: false, message } }));
    }
  }

  private onNet(event: NetEvent): void {
    const before = this.store.get();
    this.store.update((s) => reduceNet(s, event));
    const code = this.connection?.code ?? before.code;
    switch (event.type) {
      case 'seats':
        if (code) {
          const issued = event.payload.seats.flatMap((s) =>
            s.token ? [{ seat: s.seat, token: s.token }] : [],
          );
          const game = before.game && before.game !== HEIST ? { game: before.game } : {};
          this.memory.update(code, { issued, refused: event.payload.refused ?? [], ...game });
        }
        break;
      case 'play':
        this.onPlay(code, event.frame);
        break;
      case 'welcome':
        if (this.pendingOptions) {
          const { seats, ...config } = this.pendingOptions;
          this.pendingOptions = null;
          this.send(ClientMessage.configure, config);
          if (seats !== 2) this.send(ClientMessage.seatCount, { count: seats });
        }
        break;
      case 'state': {
        // The building as it is now: the host may change it in the lobby after we joined.
        const game = event.room.game;
        const scenario = game?.scenario ?? event.room.config.scenario;
        const finished = game ? game.outcome !== 'playing' : false;
        const remembered = code ? this.memory.get(code) : undefined;
        if (code && (remembered?.scenario !== scenario || Boolean(remembered?.finished) !== finished))
          this.memory.update(code, {
            scenario,
            finished,
            ...(game && game.outcome !== 'playing' ? { outcome: game.outcome } : {}),
          });
        break;
      }
      case 'update':
        if (event.payload.events) {
          this.hooks.onEvents(event.payload.version, event.payload.events);
          this.announce(event.payload.events);
        }
        break;
      case 'error':
        if (event.payload.about === 'join' && event.payload.code === 'seat/not_held') {
          // The refused tokens went with the seats message; this tab watches.
          this.toast(t('net.seatLost'), 'error');
        } else if (!isTradeError(before, event)) {
          // A refused trade shows in its dialog, which stays open to fix the offer.
          this.toast(errorText(event.payload), 'error');
        }
        break;
      case 'status':
        if (event.status === 'online' && before.connection === 'reconnecting') {
          this.hooks.onReconnected();
          this.toast(t('net.reconnected'));
        }
        break;
    }
  }

  /** A plug-in game's frame: into its state; once over, the game leaves the list of games to come back to. */
  private onPlay(code: string | null, frame: unknown): void {
    const client = this.games.get(this.store.get().game ?? '');
    if (!client) return;
    this.store.update((s) => ({ ...s, play: client.reduce(s.play, frame) }));
    const remembered = code ? this.memory.get(code) : undefined;
    if (code && !remembered?.finished && client.over(this.store.get().play))
      this.memory.update(code, { finished: true, game: client.game });
  }

  /**
   * What changes the plan shows to everyone as a card or a toast, and stays in the log
   * (announcements.ts): an event, a tool or loot drawn, stealth lost, an alarm. So does the
   * answer to a trade we proposed to someone else's seat: we were waiting for it.
   */
  private announce(events: DomainEvent[]): void {
    const s = this.store.get();
    const names = seatNames(myView(s));
    for (const card of announcements(events, names)) this.toast(card.text, 'event', card.title);
    for (const e of events) {
      if ((e.type === 'traded' || e.type === 'tradeDeclined') && s.mySeats.includes(e.from)) {
        if (!s.mySeats.includes(e.to))
          this.toast(t(e.type === 'traded' ? 'trade.accepted' : 'trade.declined', { name: names(e.to) }));
      }
    }
  }
}

const normalize = (raw: string) => raw.toUpperCase().replace(/[\s-]/g, '');

/** The replay page of a finished game: a page of its own (its address says so). */
function openReplay(code: string): void {
  window.location.assign(`/replay/${encodeURIComponent(code)}`);
}

/**
 * Why a looked-up code opens nothing, in words; null when it can be joined. `known`: the code
 * came from a link or this browser was in it, so it was not mistyped.
 */
export function goneMessage(found: RoomLookup, known: boolean): string | null {
  const { code } = found;
  if (found.exists) return found.phase === 'won' || found.phase === 'lost' ? t('home.over', { code }) : null;
  if (found.phase === 'closed' || known) return t('home.gone', { code });
  return t('home.notFound', { code });
}
