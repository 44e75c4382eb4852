/**
 * The seats of a started room (who may take which seat back, the host's seat), written to
 * storage only when they changed since they were last written: both games store hand-overs,
 * reclaims and the host role this way.
 */
import type { Logger } from '../logger.js';
import type { Storage, StoredSeats } from '../storage/index.js';

export class SeatsWriter {
  private written = '';

  /** What storage holds already: the seats written at the start, or read back on restore. */
  holds(seats: StoredSeats): void {
    this.written = JSON.stringify(seats);
  }

  /** Writes the seats unless storage holds them already; a failure is logged, not thrown. */
  async save(storage: Storage, code: string, seats: StoredSeats, log: Logger): Promise<void> {
    const json = JSON.stringify(seats);
    if (json === this.written) return;
    await storage
      .saveSeats(code, seats)
      .then(() => {
        this.written = json;
      })
      .catch((error) => log.error({ err: error }, 'could not store the seats'));
  }
}
