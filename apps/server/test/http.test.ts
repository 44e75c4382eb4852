/** HTTP: the built web client, join links, and lookups of rooms that are no longer in memory. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { RandomBot } from '@safecrackers/bots';
import type { RoomLookup } from '@safecrackers/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playBots, startHeist } from './support/heist.js';
import { startTestServer, type TestServer } from './support/server.js';
import { waitUntil } from './support/wait.js';

let t: TestServer;
const BIG_JS = `export const words = ${JSON.stringify('safecrackers '.repeat(4000))};\n`;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-web-'));
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Safecrackers web</title>');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'export {};');
  // A hashed asset as the build leaves it: the file and its two precompressed copies.
  fs.mkdirSync(path.join(webDist, 'assets'));
  const asset = path.join(webDist, 'assets', 'index-AbC123.js');
  fs.writeFileSync(asset, BIG_JS);
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(BIG_JS));
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(BIG_JS));
  t = await startTestServer({ webDist, idleRoomSeconds: 1 });
});
afterAll(async () => {
  await t.close();
});

describe('http', () => {
  it('serves the built web client at /, at join links, and its assets', async () => {
    for (const url of ['/', '/r/ABCDEF']) {
      const res = await fetch(`${t.httpUrl}${url}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Safecrackers web');
    }
    expect((await fetch(`${t.httpUrl}/app.js`)).status).toBe(200);
  });

  it('sends hashed assets precompressed (brotli, else gzip) and cached for good; index.html revalidated', async () => {
    const url = `${t.httpUrl}/assets/index-AbC123.js`;
    const raw = (encoding: string) => fetchRaw(url, encoding);
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_JS);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 10);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_JS);
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_JS);
    // The copies are not served under their own names.
    expect((await fetch(`${url}.br`)).status).toBe(404);
    for (const page of ['/', '/r/ABCDEF']) {
      const res = await fetch(`${t.httpUrl}${page}`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await fetch(`${t.httpUrl}/app.js`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.httpUrl}/assets/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it('brings an idle heist back from storage when its code is looked up', async () => {
    const players = await startHeist(t, { seatsPerPlayer: [1, 1], stealth: 9 });
    const code = players[0]!.code;
    await playBots(players, new RandomBot('idle'), 3);
    await Promise.all(players.map((p) => p.leave()));
    await waitUntil(() => !t.server.room(code), 'the idle room to leave memory', 5_000);
    const res = await fetch(`${t.httpUrl}/api/rooms/${code}`);
    // Both seats wait for their players' tokens: none is free for a newcomer.
    const body = (await res.json()) as RoomLookup;
    expect(body).toMatchObject({ exists: true, seats: { total: 2, taken: 2, free: 0 } });
    // The invite screen's details: the building and who holds the seats.
    expect(body.scenario).toMatch(/^(office|bank|fortknox)$/);
    expect(body.players).toHaveLength(2);
    expect(t.server.room(code)?.engineState()).toBeTruthy();
  });
});

/** A GET with a chosen Accept-Encoding whose body stays as sent (fetch would decode it). */
function fetchRaw(
  url: string,
  encoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
