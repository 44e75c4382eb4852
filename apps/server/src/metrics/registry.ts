/**
 * The Prometheus metrics of one server process (prom-client): its own registry, so that every
 * server started in one process (tests) counts on its own. See HOSTING.md, "Metrics".
 */
import { performance } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RestoreMetrics, RoomMetrics } from './hooks.js';
import { LiveRooms } from './liveRooms.js';

/** Seconds, from half a millisecond to a few seconds: inputs and writes are expected in ms. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export interface ServerMetrics {
  registry: Registry;
  rooms: LiveRooms;
  room: RoomMetrics;
  restores: RestoreMetrics;
  storageWrites: Histogram<'op'>;
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const rooms = new LiveRooms();

  new Gauge({
    name: 'safecrackers_rooms',
    help: 'Rooms held by this process, by phase (lobby, setup, playing, won, lost).',
    labelNames: ['phase'],
    registers,
    collect() {
      this.reset();
      for (const [phase, count] of rooms.byPhase()) this.set({ phase }, count);
    },
  });
  new Gauge({
    name: 'safecrackers_connected_clients',
    help: 'Connected clients in the rooms of this process: players (a seat, or a lobby member) and spectators.',
    labelNames: ['role'],
    registers,
    collect() {
      const { players, spectators } = rooms.audience();
      this.set({ role: 'player' }, players);
      this.set({ role: 'spectator' }, spectators);
    },
  });
  const accepted = new Counter({
    name: 'safecrackers_inputs_accepted_total',
    help: 'Game inputs accepted and stored, by message (action, answer).',
    labelNames: ['message'],
    registers,
  });
  const refused = new Counter({
    name: 'safecrackers_inputs_refused_total',
    help: 'Client messages refused (game inputs, lobby changes, joins with a bad seat token), by the error code sent back.',
    labelNames: ['code'],
    registers,
  });
  const broadcast = new Histogram({
    name: 'safecrackers_input_broadcast_seconds',
    help: 'From handling an accepted game input to its results sent to every client (engine, storage write, patch and messages).',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const storageWrites = new Histogram({
    name: 'safecrackers_storage_write_seconds',
    help: 'Storage writes, by operation (append is the write of one input, saveLobby of one lobby change).',
    labelNames: ['op'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const restored = new Counter({
    name: 'safecrackers_restores_total',
    help: 'Stored rooms brought back by this process (at boot, or on a lookup of their code), by kind.',
    labelNames: ['kind'],
    registers,
  });
  const restoreFailures = new Counter({
    name: 'safecrackers_restore_failures_total',
    help: 'Stored rooms this process could not bring back (see the error log lines).',
    registers,
  });
  const restoreTime = new Histogram({
    name: 'safecrackers_restore_room_seconds',
    help: 'Time to bring one stored room back (read, replay, room created): storage answers at once, so about how long the event loop was held.',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  // Every series exists from the start, at 0.
  for (const kind of ['heist', 'lobby']) restored.inc({ kind }, 0);

  return {
    registry,
    rooms,
    storageWrites,
    room: {
      inputStarted() {
        const started = performance.now();
        return {
          published(message) {
            broadcast.observe((performance.now() - started) / 1000);
            accepted.inc({ message });
          },
        };
      },
      refused: (code) => refused.inc({ code }),
    },
    restores: {
      restored: (kind) => restored.inc({ kind }),
      failed: () => restoreFailures.inc(),
      took: (seconds) => restoreTime.observe(seconds),
    },
  };
}
