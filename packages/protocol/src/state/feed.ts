/**
 * A client's copy of the heist's game, fed by the room's messages: the full game on joining
 * (GamePayload: the reflection handshake and the encoded state), then each update's patch.
 * The spies game's copy is SpiesFeed (spiesFeed.ts), exported here too.
 */
import type { GamePayload, UpdatePayload } from '../payloads.js';
import { decodeGame, type GameWire } from './room.js';
import { ShapeFeed } from './shapeFeed.js';

export { SpiesFeed } from './spiesFeed.js';

export class GameFeed {
  private readonly feed = new ShapeFeed<GameWire>(decodeGame);
  /** The version the copy is at; -1 before the first full game. */
  version = -1;

  /** The game in full: everything before is forgotten. */
  reset(payload: GamePayload): GameWire {
    this.version = payload.version;
    return this.feed.reset(payload.handshake, payload.state);
  }

  /**
   * Applies an update. Returns the game at the update's version, or null when the update does
   * not follow on from this copy (a patch was missed: ask for the game in full again).
   */
  apply(update: UpdatePayload): GameWire | null {
    const game = this.feed.current();
    if (!game) return null;
    if (!update.patch) return update.version === this.version ? game : null;
    if (update.version !== this.version + 1) return null;
    this.version = update.version;
    return this.feed.apply(update.patch);
  }

  current(): GameWire | null {
    return this.feed.current();
  }
}
