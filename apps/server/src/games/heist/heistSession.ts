/**
 * How a heist reaches its receivers. The public game goes as patches of the protocol's game
 * shape (GameSync), and each receiver's update carries, in one frame, the patch, the events it
 * may see and what changed of its seats' private data (outbox.ts). Receivers told only the
 * shared part get the same bytes: encoded once per audience (seats, watchers), as Colyseus's
 * broadcast does, not once per client.
 */
import { type Client, getMessageBytes, Protocol } from '@colyseus/core';
import type { Input } from '@safecrackers/engine-kit';
import { type GamePayload, type RecentPayload, ServerMessage } from '@safecrackers/protocol';
import { GameSync, gameWireTracker } from '@safecrackers/protocol/schema';
import {
  type Action,
  type DomainEvent,
  type GameSetup,
  type GameState,
  heistEngine,
  legalActions,
  pendingPrompt,
} from '@safecrackers/rules';
import type { GameSession, Restoring, RoomContext } from '../../platform/gameModule.js';
import { promptForReceiver } from './audience.js';
import { HeistBots } from './heistBots.js';
import { HeistHistory, type LogEntry } from './heistHistory.js';
import type { HeistTypes } from './heistRoom.js';
import { JoinFrames } from './joinFrames.js';
import { nothingTold, type Told, updates } from './outbox.js';
import { RecentEvents } from './recentEvents.js';

export class HeistSession implements GameSession<HeistTypes> {
  private recent: RecentEvents;
  /** The game's own encoder, once the heist started. */
  private sync: GameSync | null = null;
  /** The public view after each input, reusing what the input left alone (see gameWireTracker). */
  private readonly wire = gameWireTracker();
  /** What each client was last told of its seats' private data. */
  private readonly told = new Map<string, Told>();
  /** The game and recent-events frames of the current state, packed once for all joiners. */
  private readonly joinFrames = new JoinFrames({
    game: (): GamePayload => ({ version: this.room.version(), ...this.sync!.full() }),
    recent: (seated) => this.recentFor(seated),
  });
  /** Every event since the first input, for `log/before` (issue 33). */
  private readonly history = new HeistHistory((upTo) => this.replayedLog(upTo));
  private setup: GameSetup | null = null;
  private readonly bots = new HeistBots(() => this.room.code);

  constructor(private readonly room: RoomContext<HeistTypes>) {
    this.recent = new RecentEvents(room.config.logTail);
  }

  resumeFrom(saved: unknown): void {
    this.recent = RecentEvents.restored(this.room.config.logTail, saved);
  }

  replayed(version: number, events: readonly DomainEvent[]): void {
    this.recent.add(version, events);
    this.history.add(version, events);
  }

  begin(state: GameState, setup: GameSetup, restoring?: Restoring<HeistTypes>): void {
    this.sync = new GameSync(this.wire(state));
    this.setup = setup;
    // From a snapshot: the events of the inputs before it were not replayed.
    if (restoring) this.history.resumeAfter(restoring.from);
  }

  async logBefore(client: Client, seated: boolean, before: number): Promise<void> {
    client.send(ServerMessage.logPage, await this.history.page(before, seated));
  }

  phase(): string {
    return this.game().phase;
  }

  saved(): unknown {
    return this.recent.saved();
  }

  forget(sessionId: string): void {
    this.told.delete(sessionId);
  }

  bot(seat: number, level: string) {
    return this.bots.bot(seat, level);
  }

  fallback(seat: number, attempt: number): Action | null {
    return this.bots.fallback(this.game(), seat, attempt);
  }

  publish(_input: Input<Action>, events: readonly DomainEvent[]): void {
    const game = this.game();
    const version = this.room.version();
    this.recent.add(version, events);
    this.history.add(version, events);
    const patch = this.sync!.update(this.wire(game));
    const receivers = this.room.clients().map((c) => ({
      id: c.sessionId,
      seats: this.room.seats.lobby.seatsOf(c.sessionId),
      told: this.toldOf(c.sessionId),
    }));
    const shared = new Map<boolean, Uint8Array>();
    for (const { to, update, seated } of updates(receivers, {
      version,
      patch,
      events,
      legal: (seat) => legalActions(game, seat),
      prompt: promptForReceiver(pendingPrompt(game), [0]),
    })) {
      const client = this.room.client(to);
      if (!client) continue;
      if (update.legal !== undefined || 'prompt' in update) {
        client.send(ServerMessage.update, update);
        continue;
      }
      let bytes = shared.get(seated);
      if (!bytes) {
        bytes = getMessageBytes.raw(Protocol.ROOM_DATA, ServerMessage.update, update);
        shared.set(seated, bytes);
      }
      client.enqueueRaw(bytes);
    }
  }

  /** The game in full and its last events, then the client's seats' private data. */
  sendGame(client: Client): void {
    this.told.set(client.sessionId, nothingTold());
    const game = this.game();
    const seated = this.room.seats.lobby.seatsOf(client.sessionId).length > 0;
    client.enqueueRaw(this.joinFrames.gameAt(game));
    client.enqueueRaw(this.joinFrames.recentAt(game, seated));
    this.sendPrivate(client);
  }

  seatsChanged(client: Client): void {
    this.told.set(client.sessionId, nothingTold());
    this.sendPrivate(client);
  }

  /** What changed of a client's seats' private data, as one update. */
  private sendPrivate(client: Client): void {
    const game = this.game();
    const receiver = {
      id: client.sessionId,
      seats: this.room.seats.lobby.seatsOf(client.sessionId),
      told: this.toldOf(client.sessionId),
    };
    for (const { update } of updates([receiver], {
      version: this.room.version(),
      patch: null,
      events: [],
      legal: (seat) => legalActions(game, seat),
      prompt: promptForReceiver(pendingPrompt(game), receiver.seats),
    }))
      client.send(ServerMessage.update, update);
  }

  /** The join tail, and whether it reaches back to the first line (then no page is needed). */
  private recentFor(seated: boolean): RecentPayload {
    const start = this.history.whole && this.history.size === this.recent.size;
    return { ...this.recent.for(seated), start };
  }

  /** The events of inputs 1..upTo, replayed from the stored log (deterministic: as they were). */
  private async replayedLog(upTo: number): Promise<LogEntry[]> {
    const inputs = await this.room.storedInputs();
    if (inputs.length < upTo) throw new Error(`the stored log has ${inputs.length} of ${upTo} inputs`);
    const created = heistEngine.createGame(this.setup!);
    if (!created.ok) throw new Error(`the setup does not create a game: ${created.error.message}`);
    let state = created.state;
    const entries: LogEntry[] = [];
    for (let i = 0; i < upTo; i++) {
      const { seat, action } = inputs[i]!;
      const result = heistEngine.apply(state, seat, action);
      if (!result.ok) throw new Error(`input ${i} does not replay: ${result.error.message}`);
      state = result.state;
      for (const event of result.events) entries.push({ version: i + 1, event });
    }
    return entries;
  }

  private toldOf(sessionId: string): Told {
    let told = this.told.get(sessionId);
    if (!told) {
      told = nothingTold();
      this.told.set(sessionId, told);
    }
    return told;
  }

  private game(): GameState {
    return this.room.game()!;
  }
}
