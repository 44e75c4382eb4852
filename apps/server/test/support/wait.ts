/** Polls until a condition holds; network tests wait on facts, never on fixed sleeps. */
export const waitDefaults = {
  /** How long a wait lasts unless told; a run under heavy load (the fuzzer) raises it. */
  timeoutMs: 5_000,
};

export async function waitUntil<T>(
  check: () => T | undefined | null | false,
  what: string,
  timeoutMs = waitDefaults.timeoutMs,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
