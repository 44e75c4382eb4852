/**
 * What a room answers and tells about seats: a client's arrival (the seats its tokens prove, or
 * a free one, or a watcher's place within the limit; its welcome), "play here", hand-overs, and
 * the connections that no longer play seats they did. The game's seats (a Lobby underneath)
 * decide; this tells everyone concerned, once the change is stored.
 */
import type { Client } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import {
  ClientMessage,
  CloseCode,
  type SeatsMovedPayload,
  type SeatsPayload,
  ServerMessage,
  type WelcomePayload,
} from '@safecrackers/protocol';
import type { AnyGameModule, GameTypes, RoomContext } from './gameModule.js';
import type { Displacement, SeatClaim } from './lobby.js';

/** What seat handling reads of its room. */
export type SeatRoom = Pick<
  RoomContext<GameTypes>,
  'code' | 'log' | 'config' | 'seats' | 'client' | 'sendError'
>;

/** What the room does after a seat change. */
export interface AfterSeatChange {
  /** Stores the lobby (or the started game's seats), then shows it. */
  stored(): Promise<void>;
  /** A client's seats changed: the game tells it what they hold privately, again. */
  seatsChanged(client: Client): void;
}

export class SeatMessages {
  constructor(
    private readonly room: SeatRoom,
    /** The game's kind (the welcome names it) and noun (the watcher limit's words). */
    private readonly game: Pick<AnyGameModule, 'kind' | 'noun'>,
    private readonly after: AfterSeatChange,
  ) {}

  /**
   * A client joins with the seat tokens it kept: it plays the seats they prove (or, proving
   * none, a free seat of the lobby) or watches, and hears its welcome and its seats. A watcher
   * over the limit is refused (throws); a player with a token always gets in.
   */
  arrive(
    client: Client,
    name: string,
    claims: readonly SeatClaim[],
  ): { seats: number[]; reclaimed: number[]; role: WelcomePayload['role'] } {
    const { lobby } = this.room.seats;
    // A returning player keeps the seats it proved; it does not take one more.
    const { reclaimed, refused, displaced, fresh } = this.room.seats.arrive(client.sessionId, name, claims);
    const seats = lobby.seatsOf(client.sessionId);
    if (seats.length === 0 && lobby.spectators() > this.room.config.maxSpectators) {
      lobby.depart(client.sessionId, true);
      throw new ServerError(
        CloseCode.roomFull,
        `This ${this.game.noun} has as many watchers as it can take.`,
      );
    }
    this.tellDisplaced(displaced);
    const welcome: WelcomePayload = {
      code: this.room.code,
      sessionId: client.sessionId,
      role: seats.length > 0 || lobby.phase === 'lobby' ? 'player' : 'spectator',
      game: this.game.kind,
    };
    client.send(ServerMessage.welcome, welcome);
    this.sendSeats(client, fresh ? { [fresh.seat]: fresh.token } : {}, refused);
    if (refused.length > 0) {
      this.room.sendError(client, 'join', {
        code: 'seat/not_held',
        message: `The seat token for seat ${refused.map((s) => s + 1).join(', ')} is not valid here.`,
      });
    }
    return { seats, reclaimed, role: welcome.role };
  }

  /** "Play here": the seats these tokens prove are played from this connection again. */
  async playHere(client: Client, claims: Array<{ seat: number; token: string }>): Promise<void> {
    const { reclaimed, refused, displaced } = this.room.seats.reclaimAll(client.sessionId, claims);
    if (reclaimed.length === 0) {
      this.room.sendError(client, ClientMessage.reclaim, {
        code: 'seat/not_held',
        message: 'Those seat tokens are not valid here.',
      });
      return;
    }
    this.room.log.info({ session: client.sessionId, reclaimed }, 'plays here');
    this.tellDisplaced(displaced);
    await this.after.stored();
    this.sendSeats(client, {}, refused);
    this.after.seatsChanged(client);
  }

  /** A player hands the seat of one gone for good to someone here. */
  async handOver(client: Client, seat: number, to: string): Promise<void> {
    const result = this.room.seats.handOver(client.sessionId, seat, to);
    if (!result.ok) {
      this.room.sendError(client, ClientMessage.handOver, result.error);
      return;
    }
    this.room.log.info({ session: client.sessionId, seat, to }, 'seat handed on');
    // Stored before anyone hears of it: the stand-in's token must survive a crash.
    await this.after.stored();
    const recipient = this.room.client(to);
    if (recipient) {
      this.sendSeats(recipient, { [seat]: result.value.token });
      this.after.seatsChanged(recipient);
    }
  }

  /** The seats a client plays now, with the tokens it is given (new ones only). */
  sendSeats(client: Client, tokens: Record<number, string>, refused: number[] = []): void {
    const payload: SeatsPayload = {
      code: this.room.code,
      seats: this.room.seats.lobby
        .seatsOf(client.sessionId)
        .map((seat) => (tokens[seat] ? { seat, token: tokens[seat] } : { seat })),
      ...(refused.length > 0 ? { refused } : {}),
    };
    client.send(ServerMessage.seats, payload);
  }

  /** Connections that no longer play seats they did: the same player elsewhere, or the owner back. */
  private tellDisplaced(displaced: readonly Displacement[]): void {
    for (const { sessionId, seats, reason } of displaced) {
      const old = this.room.client(sessionId);
      if (!old) continue;
      const payload: SeatsMovedPayload = { seats, reason };
      old.send(ServerMessage.seatsMoved, payload);
      this.sendSeats(old, {});
      this.after.seatsChanged(old);
    }
  }
}
