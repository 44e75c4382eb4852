/**
 * The order test files start in: the longest first, so that no long file starts last and runs
 * alone while the other workers sit idle. What a file took comes from Vitest's cache of the last
 * run on this machine, or else from test-durations.json (a fresh clone has no cache: ordered by
 * file size instead, the 90 s fuzz test started 193rd of 196 and the run ended a minute later).
 */
export interface FileTiming {
  /** `project:path`, as Vitest keys its cache (test-durations.json keys its hints by path). */
  key: string;
  /** The file failed in the last run here: it starts first, for a quick answer. */
  failedLastTime: boolean;
  /** Seconds it took, from the cache or the hints; undefined when neither knows the file. */
  seconds: number | undefined;
}

/** A file nobody has timed yet is most likely a short one: the hints list every file of 1 s or more. */
export const UNKNOWN_SECONDS = 1;

export function longestFirst<T extends FileTiming>(files: readonly T[]): T[] {
  return [...files].sort(
    (a, b) =>
      Number(b.failedLastTime) - Number(a.failedLastTime) ||
      (b.seconds ?? UNKNOWN_SECONDS) - (a.seconds ?? UNKNOWN_SECONDS) ||
      a.key.localeCompare(b.key),
  );
}
