/** What the attackers did and what the server answered, counted for the report. */
export class Tally {
  /** Messages, frames and requests sent, by kind. */
  readonly sent = new Map<string, number>();
  /** Answers received: error codes, HTTP statuses, close codes. */
  readonly answers = new Map<string, number>();
  /** Unexpected things on the attackers' side (never a failure by itself). */
  readonly notes = new Map<string, number>();

  count(kind: string, n = 1): void {
    this.sent.set(kind, (this.sent.get(kind) ?? 0) + n);
  }

  answer(what: string): void {
    this.answers.set(what, (this.answers.get(what) ?? 0) + 1);
  }

  note(what: string): void {
    this.notes.set(what, (this.notes.get(what) ?? 0) + 1);
  }

  get total(): number {
    let n = 0;
    for (const value of this.sent.values()) n += value;
    return n;
  }
}
