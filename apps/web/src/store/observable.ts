/** A tiny observable value: the single source of truth that UI panels and main.ts read. */
export interface Observable<T> {
  get(): T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  subscribe(listener: (value: T, previous: T) => void): () => void;
}

export function observable<T>(initial: T): Observable<T> {
  let value = initial;
  const listeners = new Set<(value: T, previous: T) => void>();
  const set = (next: T) => {
    if (next === value) return;
    const previous = value;
    value = next;
    for (const listener of [...listeners]) listener(value, previous);
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
