/**
 * One echo run of `pnpm bench:load`, in a process of its own (load.ts starts it): the echo rooms'
 * clients and the heist rooms' clients together would need 8 sockets per room in one process,
 * past this machine's 20,000 open files at 2,500 rooms. Sets the echo rooms up, runs once, closes
 * them and writes the run's figures and the echo server's RSS with its rooms to `outFile`.
 *
 * argv: echoUrl echoPid rooms seconds rate warmUpMs outFile
 */
import fs from 'node:fs';
import { pinSelf, rssBytes } from './benchProcess.js';
import { setUpEcho, setUpMany } from './loadRooms.js';
import { echoNext, Meter, run } from './loadRun.js';
import { readers } from './loadWire.js';

const [url, pid, rooms, seconds, rate, warmUpMs, outFile] = process.argv.slice(2);
if (!outFile) throw new Error('usage: loadEchoRun.ts echoUrl echoPid rooms seconds rate warmUpMs outFile');

pinSelf(1);
const meter = new Meter();
const sink = meter.frame.bind(meter);
const echoRooms = await setUpMany(Number(rooms), 50, (slot) => setUpEcho(url!, slot, readers.echo, sink));
await new Promise((resolve) => setTimeout(resolve, 2_000));
const rss = rssBytes(Number(pid));
const stats = await run(echoRooms, Number(pid), meter, {
  rate: Number(rate),
  warmUpMs: Number(warmUpMs),
  windowMs: Number(seconds) * 1000,
  next: echoNext,
  onEnded: () => {},
});
for (const room of echoRooms) for (const client of room.clients) client.close();
fs.writeFileSync(outFile, JSON.stringify({ stats, rss }));
process.exit(0);
