/** Setting up spies games through real clients: seats, bots, ready, start. */
import {
  type Action,
  type AsymEvent,
  type AsymSetup,
  type AsymState,
  apply,
  replay,
} from '@safecrackers/asym-rules';
import { ClientMessage, SpyMessage } from '@safecrackers/protocol';
import type { TestServer } from './server.js';
import { SpyPlayer } from './spyPlayer.js';
import { waitUntil } from './wait.js';

/**
 * The host creates a spies room with `spies` spy seats; seat 0 is the host's, played by the bot
 * (`hostBot`), every free seat by a bot unless listed in `humanSeats` (left free for others).
 */
export async function spiesRoom(
  t: TestServer,
  spies: number,
  opts: { hostBot?: 'on' | 'off' | 'setup'; humanSeats?: number[] } = {},
): Promise<SpyPlayer> {
  const host = await SpyPlayer.create(t.client(), { name: 'Host' });
  await host.lobbyChange(
    ClientMessage.seatCount,
    { count: spies + 1 },
    (l) => l.seats.length === spies + 1,
    'seats',
  );
  const hostBot = opts.hostBot ?? 'on';
  if (hostBot !== 'off')
    await host.lobbyChange(
      SpyMessage.bot,
      { seat: 0, bot: hostBot },
      (l) => l.seats[0]?.bot === hostBot,
      'host bot',
    );
  for (let seat = 1; seat <= spies; seat++) {
    if (opts.humanSeats?.includes(seat)) continue;
    await host.lobbyChange(
      SpyMessage.bot,
      { seat, bot: 'on' },
      (l) => l.seats[seat]?.bot === 'on',
      `bot ${seat}`,
    );
  }
  return host;
}

export async function ready(p: SpyPlayer): Promise<void> {
  await p.lobbyChange(
    ClientMessage.ready,
    { ready: true },
    (l) => l.members.find((m) => m.sessionId === p.room.sessionId)?.ready === true,
    'ready',
  );
}

export async function startGame(host: SpyPlayer): Promise<void> {
  await host.lobbyChange(ClientMessage.start, undefined, (l) => l.phase !== 'lobby', 'the game to start');
}

export async function untilOver(p: SpyPlayer, timeoutMs = 60_000): Promise<void> {
  await waitUntil(() => p.last?.view.outcome, 'the game to end', timeoutMs);
}

export function setupOf(seed: string, spies: number): AsymSetup {
  return {
    mode: 'asym',
    mission: 'mansion',
    seed,
    seats: [
      { name: 'Security bot', side: 'security' },
      ...Array.from({ length: spies }, (_, i) => ({ name: `Spy bot ${i + 1}`, side: 'spy' as const })),
    ],
  };
}

/** Every state of a game from its log, with each input's events: the server's truth, rebuilt. */
export function replaySteps(
  setup: AsymSetup,
  log: ReadonlyArray<{ seat: number; action: unknown }>,
): Array<{ state: AsymState; events: AsymEvent[] }> {
  const steps: Array<{ state: AsymState; events: AsymEvent[] }> = [];
  const first = replay(setup, []);
  if (!first.ok) throw new Error(first.error.message);
  steps.push({ state: first.state, events: [] });
  let state = first.state;
  for (const input of log) {
    // One input at a time, through the engine, to keep each input's events.
    const r = applyOne(state, input);
    steps.push(r);
    state = r.state;
  }
  return steps;
}

function applyOne(state: AsymState, input: { seat: number; action: unknown }) {
  const r = apply(state, input.seat, input.action as Action);
  if (!r.ok) throw new Error(`log does not replay: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
