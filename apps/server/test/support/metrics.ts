/** Reads GET /metrics (Prometheus text format) and picks samples out of it. */

export async function scrape(httpUrl: string, token: string): Promise<string> {
  const res = await fetch(`${httpUrl}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return res.text();
}

/**
 * The value of one sample, `name` with exactly `labels`; undefined when it is not there.
 * Label values here are plain words, so a simple parse of `name{a="x",b="y"} value` does.
 */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean).sort().join(',');
    if (have === wanted) return Number(match[3]);
  }
  return undefined;
}
