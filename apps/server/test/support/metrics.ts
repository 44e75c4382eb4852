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
  const wanted = labelText(labels);
  for (const line of samplesOf(text, name)) if (line.labels.join(',') === wanted) return line.value;
  return undefined;
}

/**
 * A histogram's cumulative buckets, `[le, count]` in the order listed (ascending), for the
 * series with exactly `labels` besides `le`.
 */
export function buckets(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): Array<[number, number]> {
  const wanted = labelText(labels);
  const found: Array<[number, number]> = [];
  for (const line of samplesOf(text, `${name}_bucket`)) {
    const le = line.labels.find((label) => label.startsWith('le='));
    if (le === undefined || line.labels.filter((label) => label !== le).join(',') !== wanted) continue;
    const bound = le.slice('le="'.length, -1);
    found.push([bound === '+Inf' ? Number.POSITIVE_INFINITY : Number(bound), line.value]);
  }
  return found;
}

const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');

/** The samples of one metric name, each with its labels as sorted `key="value"` texts. */
function* samplesOf(text: string, name: string): Generator<{ labels: string[]; value: number }> {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    yield { labels: (match[2] ?? '').split(',').filter(Boolean).sort(), value: Number(match[3]) };
  }
}
