/**
 * Being in a heist: creating, joining (by code, from the home list, after a reload), leaving,
 * and sending. Network events go into the store (reduceNet) and into the browser's memory of
 * seat tokens; toasts say what the player should know. Screens only reach this through the
 * Commands that main.ts builds on it.
 */
import type { ClientMessageName, ClientPayload } from '@safecrackers/protocol';
import { ClientMessage } from '@safecrackers/protocol/wire';
import type { Action, DomainEvent } from '@safecrackers/rules';
import { t } from '../i18n/index.js';
import { eventText } from '../i18n/names.js';
import type { HeistConnection, NetEvent, Network } from '../net/connection.js';
import type { HeistMemory } from '../net/heistMemory.js';
import { actingSeat, myView } from '../store/derive.js';
import { errorText } from '../store/errorText.js';
import { describeEvent, seatNames } from '../store/logText.js';
import type { Observable } from '../store/observable.js';
import { afterSend, dropToast, isTradeError, leftRoom, pushToast, reduceNet } from '../store/reduce.js';
import type { ClientState, Toast } from '../store/state.js';
import type { HeistOptions } from '../ui/commands.js';

const TOAST_MS = 4500;

export interface SessionHooks {
  /** Events of an accepted input, for the board to animate. */
  onEvents(version: number, events: DomainEvent[]): void;
  /** Back online after a drop: the board drops its animation queue. */
  onReconnected(): void;
  /** Left the room: the board goes. */
  onLeft(): void;
  /** The code belongs to a spies game (the second game): its own screens take over. */
  onSpies?(code: string): void;
}

export class Session {
  private connection: HeistConnection | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Set on create: options to send once the new room says who we are. */
  private pendingOptions: HeistOptions | null = null;

  constructor(
    private readonly store: Observable<ClientState>,
    private readonly memory: HeistMemory,
    private readonly network: Network,
    private readonly hooks: SessionHooks,
  ) {}

  create(name: string, options: HeistOptions): void {
    this.memory.name = name;
    this.pendingOptions = options;
    void this.enter(() => this.network.create((code) => this.credentials(code)));
  }

  /** Joins by code; a browser without a name is asked for one first. */
  join(rawCode: string, name?: string): void {
    if (name !== undefined) this.memory.name = name;
    if (!this.memory.name) {
      this.setHome({ message: t('home.needName') });
      return;
    }
    void this.joinByCode(rawCode);
  }

  async leave(): Promise<void> {
    const leaving = this.connection;
    this.connection = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.hooks.onLeft();
    this.store.update((s) => leftRoom(s));
    if (window.location.pathname !== '/') window.history.pushState({}, '', '/');
    await leaving?.leave();
  }

  send<N extends ClientMessageName>(name: N, payload: ClientPayload<N>): void {
    this.connection?.send(name, payload);
  }

  act(action: Action): void {
    const seat = actingSeat(this.store.get());
    if (seat === null) return;
    if (action.type === 'answer') this.send(ClientMessage.answer, { seat, answer: action });
    else this.send(ClientMessage.action, { seat, action });
    this.store.update((s) => afterSend(s, action));
  }

  /** Takes back, in this tab, the seats another tab or device of this browser plays. */
  playHere(): void {
    const code = this.store.get().code;
    const seats = code ? this.memory.tokens(code) : [];
    if (seats.length > 0) this.send(ClientMessage.reclaim, { seats });
  }

  toast(text: string, tone: Toast['tone'] = 'info'): void {
    this.store.update((s) => pushToast(s, text, tone));
    const id = this.store.get().ui.toasts.at(-1)?.id;
    if (id !== undefined)
      setTimeout(
        () => this.store.update((s) => dropToast(s, id)),
        tone === 'event' ? TOAST_MS * 1.5 : TOAST_MS,
      );
  }

  /** Who we are when (re)joining: the name, and the seat tokens this browser holds for the room. */
  private credentials(code: string | null) {
    return { name: this.memory.name, seats: code ? this.memory.tokens(code) : [] };
  }

  private setHome(change: Partial<ClientState['home']>): void {
    this.store.update((s) => ({ ...s, home: { ...s.home, ...change } }));
  }

  private async joinByCode(rawCode: string): Promise<void> {
    const code = rawCode.toUpperCase().replace(/[\s-]/g, '');
    this.setHome({ busy: true, message: null });
    const found = await this.network.lookup(code);
    if (found && !found.exists) {
      this.memory.forget(code);
      this.setHome({ busy: false, message: t('home.notFound', { code }) });
      return;
    }
    if (found?.game === 'spies' && this.hooks.onSpies) {
      this.setHome({ busy: false, message: null });
      this.hooks.onSpies(code);
      return;
    }
    await this.enter(() => this.network.join(code, (c) => this.credentials(c)));
  }

  private async enter(connect: () => Promise<HeistConnection>): Promise<void> {
    this.store.update((s) => ({
      ...leftRoom(s),
      connection: 'connecting',
      home: { busy: true, message: null },
    }));
    try {
      const joined = await connect();
      this.connection = joined;
      this.store.update((s) => ({
        ...s,
        code: joined.code,
        connection: 'online',
        home: { ...s.home, busy: false },
      }));
      this.memory.update(joined.code, {});
      if (window.location.pathname !== `/r/${joined.code}`)
        window.history.pushState({}, '', `/r/${joined.code}`);
      this.unsubscribe = joined.subscribe((event) => this.onNet(event));
    } catch (error) {
      this.pendingOptions = null;
      const message = t('net.joinFailed', { reason: (error as Error).message || t('net.serverDown') });
      this.store.update((s) => ({ ...leftRoom(s), home: { busy: false, message } }));
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
          this.memory.update(code, { issued, refused: event.payload.refused ?? [] });
        }
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
        const game = event.room.game;
        if (code && game && before.room?.phase !== event.room.phase) {
          this.memory.update(code, {
            scenario: game.scenario,
            finished: game.outcome !== 'playing',
            ...(game.outcome !== 'playing' ? { outcome: game.outcome } : {}),
          });
        } else if (code && !before.room) this.memory.update(code, { scenario: event.room.config.scenario });
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

  /**
   * Event cards deserve a toast of their own: they change the plan. So does the answer to a
   * trade we proposed to someone else's seat: we were waiting for it.
   */
  private announce(events: DomainEvent[]): void {
    const s = this.store.get();
    const names = seatNames(myView(s));
    for (const e of events) {
      if (e.type === 'eventDrawn') this.toast(`${describeEvent(e, names)} ${eventText(e.card)}`, 'event');
      if ((e.type === 'traded' || e.type === 'tradeDeclined') && s.mySeats.includes(e.from)) {
        if (!s.mySeats.includes(e.to))
          this.toast(t(e.type === 'traded' ? 'trade.accepted' : 'trade.declined', { name: names(e.to) }));
      }
    }
  }
}
