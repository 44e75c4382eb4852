/**
 * Twin spies games for the frame-level non-interference test (issue 29, A-R15.2, A-R15.8):
 * two rooms on one real server play from scene states that differ only in facts hidden from
 * security, driven by real colyseus.js clients; what the security seat and a spectator
 * receive, raw websocket frames, must then be the same byte for byte, in number and order.
 *
 * A scene is installed into a started room in place of its dealt game (the fixture way: the
 * path to such a position is long and beside the point); every client then asks for the game
 * again and everything after that is recorded as it comes.
 */

import { isDeepStrictEqual } from 'node:util';
import type { Action, AsymState, SpyView } from '@safecrackers/asym-rules';
import { legalActions, viewFor } from '@safecrackers/asym-rules';
import { ClientMessage, overlayOf, SpyMessage } from '@safecrackers/protocol';
import { SecurityFeed } from '../../src/games/spies/securityFeed.js';
import type { SpiesTypes } from '../../src/games/spies/spiesRoom.js';
import type { GameRoom } from '../../src/platform/GameRoom.js';
import type { TestServer } from './server.js';
import { ready, startGame } from './spies.js';
import { SpyPlayer } from './spyPlayer.js';
import { waitUntil } from './wait.js';

/** One step of a twin script: an input of a seat, chosen from what that seat's client holds. */
export type TwinStep =
  | { seat: number; action: Action | ((p: SpyPlayer) => Action) }
  /** Security sends this without waiting for it to be taken (it may be held). */
  | { seat: 0; send: Action | 'sync' };

export interface World {
  code: string;
  security: SpyPlayer;
  spies: SpyPlayer;
  spectator: SpyPlayer;
  room: () => GameRoom<SpiesTypes>;
  /** Frame counts when the scene was installed and every client had it. */
  from: { security: number; spies: number; spectator: number };
}

/** A started room with a human on every seat (security; one player for all spies) and a spectator. */
export async function openWorld(t: TestServer, spies: number): Promise<World> {
  const security = await SpyPlayer.create(t.client(), { name: 'Sec' });
  const code = security.room.roomId;
  await security.lobbyChange(
    ClientMessage.seatCount,
    { count: spies + 1 },
    (l) => l.seats.length === spies + 1,
    'seats',
  );
  const spy = await SpyPlayer.join(t.client(), code, { name: 'Spies' });
  for (let seat = 2; seat <= spies; seat++)
    await spy.lobbyChange(
      ClientMessage.claimSeat,
      { seat },
      (l) => l.seats[seat]?.holder === spy.room.sessionId,
      `seat ${seat}`,
    );
  const spectator = await SpyPlayer.join(t.client(), code, { name: 'Watcher' });
  await ready(security);
  await ready(spy);
  await startGame(security);
  const room = () => {
    const r = t.server.room<SpiesTypes>(code);
    if (!r) throw new Error(`no room ${code}`);
    return r;
  };
  return { code, security, spies: spy, spectator, room, from: { security: 0, spies: 0, spectator: 0 } };
}

/** Puts a scene in place of the room's game and lets every client have it in full. */
export async function installScene(w: World, scene: AsymState, logTail: number): Promise<void> {
  const room = w.room();
  // The fields of a started room that hold its game (gamePlay.ts, spiesSession.ts): a test fixture, set in place.
  const fields = room as unknown as { syncLobby(): void; session: object; play: { state: AsymState } };
  fields.play.state = scene;
  Object.assign(fields.session, { feed: new SecurityFeed(scene, logTail) });
  // The lobby shows the scene's stage before anything is recorded.
  fields.syncLobby();
  room.broadcastPatch();
  for (const p of [w.security, w.spies, w.spectator]) {
    const before = p.updates.length;
    p.send(ClientMessage.sync);
    await waitUntil(() => p.updates.length > before && p.last?.full, 'the scene in full');
  }
  w.from = {
    security: w.security.frames.length,
    spies: w.spies.frames.length,
    spectator: w.spectator.frames.length,
  };
}

/** Whether a client holds the room's game as its seat (null: the security side) should. */
function caughtUp(w: World, p: SpyPlayer, seat: number | null): boolean {
  const state = w.room().engineState();
  const u = p.last;
  if (!state || !u) return false;
  if (seat === null || seat === 0) {
    if (state.pending && state.stage !== 'spies') return false;
    if (!isDeepStrictEqual(u.view, viewFor(state, 0))) return false;
    return (
      seat === null ||
      isDeepStrictEqual(u.legal.find((l) => l.seat === 0)?.actions ?? [], legalActions(state, 0))
    );
  }
  // A player of several spy seats gets the overlay of its first (spyOutbox.ts).
  const overlaySeat = p.seats.find((x) => x >= 1) ?? seat;
  return isDeepStrictEqual(u.overlay, overlayOf(viewFor(state, overlaySeat) as SpyView));
}

/** Plays a script: each input once the one before it was taken and its seat's client has the game. */
export async function playScript(w: World, script: readonly TwinStep[]): Promise<void> {
  const fulls = (p: SpyPlayer) => p.updates.filter((u) => u.full).length;
  const clients = [w.security, w.spies, w.spectator];
  // How many full updates each client will have had once every sync it sent is answered.
  const expected = new Map(clients.map((p) => [p, fulls(p)]));
  for (const [i, step] of script.entries()) {
    const p = step.seat === 0 ? w.security : w.spies;
    if ('send' in step) {
      if (step.send === 'sync') {
        expected.set(p, (expected.get(p) ?? 0) + 1);
        p.send(ClientMessage.sync);
      } else p.send(SpyMessage.action, { seat: 0, action: step.send });
      continue;
    }
    await waitUntil(() => caughtUp(w, p, step.seat), `step ${i}: seat ${step.seat}'s client to catch up`);
    const action = typeof step.action === 'function' ? step.action(p) : step.action;
    const taken = w.room().inputCount();
    const errors = p.errors.length;
    p.send(SpyMessage.action, { seat: step.seat, action });
    await waitUntil(() => {
      const e = p.errors[errors];
      if (e) throw new Error(`step ${i} ${JSON.stringify(action)} refused: ${e.code} ${e.message}`);
      return w.room().inputCount() > taken;
    }, `step ${i} to be taken`);
  }
  // Every window closed, everything held sent, every client up to date.
  await waitUntil(
    () =>
      caughtUp(w, w.security, 0) &&
      caughtUp(w, w.spectator, null) &&
      w
        .room()
        .engineState()
        ?.spies.every((x) => caughtUp(w, w.spies, x.seat)),
    'every client to hold the game',
  );
  // A last resend to each client: a room answers a client's messages in order, so once it is
  // here every frame sent before it is here too.
  for (const p of clients) {
    expected.set(p, (expected.get(p) ?? 0) + 1);
    p.send(ClientMessage.sync);
    await waitUntil(() => fulls(p) >= (expected.get(p) ?? 0), 'the last resend');
  }
}

/** The frames one client received since the scene, with the room's own names made alike. */
export function framesSince(w: World, who: 'security' | 'spies' | 'spectator'): Buffer[] {
  const p = w[who];
  // Room codes and session ids differ between any two rooms: same length, so msgpack stays whole.
  const names: Array<[string, string]> = [
    [w.code, 'C'.repeat(w.code.length)],
    [w.security.room.sessionId, 'S'.repeat(w.security.room.sessionId.length)],
    [w.spies.room.sessionId, 'P'.repeat(w.spies.room.sessionId.length)],
    [w.spectator.room.sessionId, 'W'.repeat(w.spectator.room.sessionId.length)],
  ];
  return p.frames.slice(w.from[who]).map((f) => {
    let bytes: Buffer = Buffer.from(f);
    for (const [name, alike] of names) bytes = replaceAll(bytes, Buffer.from(name), Buffer.from(alike));
    return bytes;
  });
}

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  const out: Buffer = Buffer.from(bytes);
  for (let i = out.indexOf(from); i >= 0; i = out.indexOf(from, i + from.length)) to.copy(out, i);
  return out;
}

/** Where two frame streams first differ, or null when they are the same byte for byte. */
export function firstDifference(a: readonly Buffer[], b: readonly Buffer[]): string | null {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (!x || !y) return `frame #${i} is in one stream only (${a.length} against ${b.length} frames)`;
    if (!x.equals(y))
      return `frame #${i} differs: ${x.toString('hex', 0, 80)} against ${y.toString('hex', 0, 80)}`;
  }
  return null;
}
