/**
 * The heist's seats: the platform's Lobby as it is, with its characters, sides and options
 * (the heist's lobby), and a planning bot as a seat's holder (its level is the seat's bot).
 */
import type { GameSetup, GameState } from '@safecrackers/rules';
import type { GameSeats } from '../../platform/gameModule.js';
import type { Arrival, Lobby, LobbyResult, SeatClaim } from '../../platform/lobby.js';
import { toLobbyRecord } from '../../platform/lobbyRecord.js';
import type { StoredSeats } from '../../storage/index.js';
import type { LobbyRecord } from '../../storage/lobbyRecord.js';

export class HeistSeats implements GameSeats<GameSetup, GameState> {
  constructor(readonly lobby: Lobby) {}

  arrive(sessionId: string, name: string, claims: readonly SeatClaim[]): Arrival {
    return this.lobby.arrive(sessionId, name, claims);
  }

  reclaimAll(sessionId: string, claims: readonly SeatClaim[]): Omit<Arrival, 'fresh'> {
    return this.lobby.reclaimAll(sessionId, claims);
  }

  claim(sessionId: string, seat: number): LobbyResult<{ token: string }> {
    return this.lobby.claim(sessionId, seat);
  }

  handOver(sessionId: string, seat: number, to: string): LobbyResult<{ token: string }> {
    return this.lobby.handOver(sessionId, seat, to);
  }

  setSeatCount(sessionId: string, count: number): LobbyResult {
    return this.lobby.setSeatCount(sessionId, count);
  }

  canStart(sessionId: string): LobbyResult {
    return this.lobby.canStart(sessionId);
  }

  toSetup(seed: string): GameSetup {
    return this.lobby.toSetup(seed);
  }

  seatStatus(index: number) {
    return this.lobby.seatStatus(index);
  }

  isTaken(index: number): boolean {
    return this.lobby.seatStatus(index) !== 'free';
  }

  botAt(seat: number): string | null {
    return this.lobby.seats[seat]?.bot ?? null;
  }

  stored(): StoredSeats {
    const bots = this.lobby.bots();
    return {
      keys: this.lobby.seatKeys(),
      hostSeat: this.lobby.hostSeat(),
      ...(bots.some((b) => b !== null) ? { bots } : {}),
    };
  }

  toRecord(): LobbyRecord {
    return toLobbyRecord(this.lobby);
  }
}
