/**
 * The rooms this process holds, kept from the room handler's own create/dispose events, so
 * that gauges are read on scrape instead of being kept up to date by hooks in the room.
 */
import type { Room } from '@colyseus/core';

/** Players and spectators connected to one room (the room knows who holds a seat). */
export interface Audience {
  players: number;
  spectators: number;
}

interface HandlerEvents {
  on(event: 'create' | 'dispose', listener: (room: Room) => void): unknown;
}

/** Phases always reported, at 0 when no room is in them, so that every series exists. */
const PHASES = ['lobby', 'setup', 'playing', 'won', 'lost'];

export class LiveRooms {
  private readonly rooms = new Set<Room>();

  track(handler: HandlerEvents): void {
    handler.on('create', (room) => this.rooms.add(room));
    handler.on('dispose', (room) => this.rooms.delete(room));
  }

  byPhase(): Map<string, number> {
    const counts = new Map(PHASES.map((phase) => [phase, 0]));
    for (const room of this.rooms) {
      const phase = (room.metadata as { phase?: string } | undefined)?.phase ?? 'lobby';
      counts.set(phase, (counts.get(phase) ?? 0) + 1);
    }
    return counts;
  }

  audience(): Audience {
    const total: Audience = { players: 0, spectators: 0 };
    for (const room of this.rooms) {
      const counted = (room as Partial<{ audience(): Audience }>).audience?.();
      total.players += counted?.players ?? room.clients.length;
      total.spectators += counted?.spectators ?? 0;
    }
    return total;
  }
}
