/**
 * Runs tasks one after another. Handlers await storage, and two inputs must never be checked
 * against the same state, so every message of a room goes through one queue.
 */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly onError: (error: unknown) => void) {}

  push(task: () => void | Promise<void>): Promise<void> {
    this.tail = this.tail.then(task).catch(this.onError);
    return this.tail;
  }
}
