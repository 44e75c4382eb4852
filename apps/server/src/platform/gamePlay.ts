/**
 * A started game inside its room: the engine state, the inputs applied, and the one path every
 * input takes (a client's or a bot's): check the seat, apply, store (before anyone hears of
 * it), hold it back as long as the game says, publish, snapshot now and then. GameRoom owns
 * the seats and connections around it.
 */
import type { Client } from '@colyseus/core';
import type { Input } from '@safecrackers/engine-kit';
import type { Logger } from '../logger.js';
import type { RoomDeps } from './deps.js';
import type { ErrorReply } from './GuardedRoom.js';
import type { GameModule, GameSession, GameTypes } from './gameModule.js';
import { snapshotDue } from './snapshotDue.js';

/** Who sends an input: a client, or a bot of the room (which gets its errors logged). */
export type Sender = Pick<Client, 'sessionId' | 'send'>;

/** What the game needs of its room. */
export interface PlayRoom<T extends GameTypes> {
  readonly code: string;
  readonly log: Logger;
  readonly seats: T['seats'];
  sendError(client: Pick<Client, 'send'>, about: string, error: ErrorReply): void;
  /** Runs a storage write; on failure the sender hears why and false comes back. */
  stored(client: Pick<Client, 'send'>, about: string, write: () => Promise<void>): Promise<boolean>;
  /** After each accepted input was published: what else the room does (held messages, phase, bots). */
  published(): void;
}

export class GamePlay<T extends GameTypes> {
  constructor(
    private readonly room: PlayRoom<T>,
    private readonly module: GameModule<T>,
    private readonly session: GameSession<T>,
    private readonly deps: RoomDeps,
    public state: T['state'],
    /** Inputs applied so far. */
    public version = 0,
  ) {}

  /** A client's input: its seat must be one it holds and no bot plays. */
  async input(
    client: Sender,
    about: string,
    action: T['action'],
    seatHint: number | undefined,
  ): Promise<void> {
    const seat = this.actingSeat(client.sessionId, seatHint);
    if (seat === null) {
      this.room.sendError(client, about, {
        code: 'seat/not_held',
        message:
          seatHint === undefined
            ? `You hold no seat in this ${this.module.noun}.`
            : `You do not hold seat ${seatHint + 1}.`,
      });
      return;
    }
    if (this.room.seats.botAt(seat, this.state) !== null) {
      this.room.sendError(client, about, {
        code: 'seat/bot_plays',
        message: 'A bot plays this seat now; take it back first.',
      });
      return;
    }
    await this.run(client, about, seat, action);
  }

  /** One input for `seat`: returns whether it was accepted. */
  async run(sender: Sender, about: string, seat: number, action: T['action']): Promise<boolean> {
    const clock = this.deps.metrics.inputStarted();
    const { engine } = this.module;
    const { log } = this.room;
    const input: Input<T['action']> = { seat, action };
    let result: ReturnType<typeof engine.apply>;
    try {
      result = engine.apply(this.state, seat, action);
    } catch (error) {
      log.error({ seat, type: about, err: error }, 'engine threw');
      this.room.sendError(sender, about, {
        code: 'server/engine',
        message: 'The game engine failed on this input.',
      });
      return false;
    }
    if (!result.ok) {
      // Bindings only on the paths that log: a child logger per input showed in the profile.
      if (log.isLevelEnabled('debug'))
        log.debug({ seat, type: about, code: result.error.code }, 'input refused');
      this.room.sendError(sender, about, {
        code: result.error.code,
        message: result.error.message,
      });
      return false;
    }
    const index = this.version;
    const append = () => this.deps.storage.append(this.room.code, index, input);
    if (!(await this.room.stored(sender, about, append))) return false;
    const wait = this.session.holdFor?.(result.events, Date.now()) ?? 0;
    // A-R15.8: nobody hears of it before its time; nothing else in this room runs meanwhile.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    this.state = result.state;
    this.version++;
    // Hashing the whole state costs a serialisation: only when someone reads debug logs.
    if (log.isLevelEnabled('debug'))
      log.debug(
        { seat, type: about, version: this.version, stateHash: this.module.stateHash(result.state) },
        'input accepted',
      );
    const ended = engine.outcome(result.state);
    if (ended.over) {
      await this.deps.storage
        .finish(this.room.code, ended.result)
        .catch((error) => log.error({ seat, type: about, err: error }, 'finish failed'));
      // The hash lets anyone check that the stored log replays to where the game ended.
      log.info(
        {
          outcome: ended.result,
          reason: ended.reason,
          inputs: this.version,
          stateHash: this.module.stateHash(result.state),
        },
        `${this.module.noun} over`,
      );
    }
    this.session.publish(input, result.events);
    this.room.published();
    // After publishing, so that the snapshot's event tail includes this input's events.
    if (!ended.over && snapshotDue(this.room.code, this.version, this.deps.config.snapshotEvery))
      this.snapshot(result.state);
    clock.published(about);
    return true;
  }

  /** The seat a client acts for: the one it names, else its seat the game waits for. */
  private actingSeat(sessionId: string, hint: number | undefined): number | null {
    const held = this.room.seats.lobby.seatsOf(sessionId);
    if (hint !== undefined) return held.includes(hint) ? hint : null;
    const waiting = this.module.engine.waitingFor(this.state);
    return held.find((s) => waiting.includes(s)) ?? held[0] ?? null;
  }

  /**
   * Stores the state so that a restore replays only what follows (games that have snapshots).
   * Not awaited: the log already holds every input, a lost snapshot only makes a restore
   * replay more of it.
   */
  private snapshot(state: T['state']): void {
    const snapshots = this.module.snapshots;
    if (!snapshots) return;
    const snapshot = {
      index: this.version,
      format: snapshots.format,
      state: snapshots.save(state),
      recent: this.session.saved?.() ?? null,
    };
    this.deps.storage
      .saveSnapshot(this.room.code, snapshot)
      .catch((error) => this.room.log.warn({ err: error, inputs: snapshot.index }, 'snapshot not saved'));
  }
}
