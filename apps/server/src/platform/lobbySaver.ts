/**
 * Writes a room's lobby record after each lobby change, cheaply: at most one write is in
 * flight; changes made meanwhile fold into a single further write of the latest record; a
 * record equal to the last one written is not written again (a reconnect, a repeated ready
 * mark). Writes land in order, so storage never goes back to an older lobby.
 */
export class LobbySaver<T> {
  private written: string | null;
  private running: Promise<void> | null = null;
  private again = false;

  /**
   * @param snapshot the record to store now; null when there is nothing to store (started)
   * @param write stores one record
   * @param onError a failed write is reported here; the next change tries again
   * @param stored the record storage already holds (a restored lobby), if any
   */
  constructor(
    private readonly snapshot: () => T | null,
    private readonly write: (record: T) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    stored?: T,
  ) {
    this.written = stored === undefined ? null : JSON.stringify(stored);
  }

  /** Asks for the current record to be stored. */
  save(): void {
    this.again = true;
    if (this.running) return;
    // `finally` always runs later than this assignment, even when nothing had to be awaited.
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) this.save();
    });
  }

  /** Resolves once every record asked for so far is stored (or has failed). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.again) {
      this.again = false;
      const record = this.snapshot();
      if (record === null) continue;
      const json = JSON.stringify(record);
      if (json === this.written) continue;
      try {
        await this.write(record);
        this.written = json;
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
