/** Sets up started heists and plays them through the network with bots. */
import type { Bot } from '@safecrackers/bots';
import { ClientMessage, type JoinOptions } from '@safecrackers/protocol';
import type { Action, CharacterId, ScenarioId } from '@safecrackers/rules';
import { TestPlayer } from './player.js';
import type { TestServer } from './server.js';
import { seatView } from './view.js';
import { waitUntil } from './wait.js';

export interface HeistOptions {
  /** Seats held by each player: [2, 1] = the host holds two seats, a guest one. */
  seatsPerPlayer: number[];
  scenario?: ScenarioId;
  stealth?: number;
  /** Chosen characters by seat (and their sides); default: dealt at random. */
  characters?: Array<{ character: CharacterId; side?: 'basic' | 'advanced' }>;
}

/** Creates a room, fills it, deals characters at random and starts; returns host first. */
export async function startHeist(t: TestServer, options: HeistOptions): Promise<TestPlayer[]> {
  const total = options.seatsPerPlayer.reduce((a, b) => a + b, 0);
  const host = await TestPlayer.create(t.client(), { name: 'Host' });
  await host.sendAndWait(
    ClientMessage.seatCount,
    { count: total },
    (s) => s.seats.length === total,
    'seat count',
  );
  await host.sendAndWait(
    ClientMessage.configure,
    {
      scenario: options.scenario ?? 'office',
      stealth: options.stealth ?? 3,
      assignment: options.characters ? 'chosen' : 'random',
      advancedSides: true,
    },
    (s) => s.config.advancedSides === true,
    'options',
  );
  const players = [host];
  for (let i = 1; i < options.seatsPerPlayer.length; i++) {
    players.push(await TestPlayer.join(t.client(), host.code, { name: `Guest ${i}` }));
  }
  // Everyone took one seat on joining; claim the extra seats in order.
  let next = options.seatsPerPlayer.length;
  for (const [i, player] of players.entries()) {
    for (let extra = 1; extra < options.seatsPerPlayer[i]!; extra++) {
      const seat = next++;
      await player.sendAndWait(
        ClientMessage.claimSeat,
        { seat },
        (s) => s.seats[seat]?.holder === player.room.sessionId,
        'seat',
      );
    }
  }
  for (const [seat, choice] of (options.characters ?? []).entries()) {
    const holder = players.find((p) => p.seats.includes(seat))!;
    await holder.sendAndWait(
      ClientMessage.pickCharacter,
      { seat, character: choice.character, side: choice.side ?? 'basic' },
      (s) => s.seats[seat]?.character === choice.character,
      'character',
    );
  }
  for (const player of players) {
    await player.sendAndWait(
      ClientMessage.ready,
      { ready: true },
      // The player's own member entry may not have reached it yet: not ready then.
      (s) => s.members[player.room.sessionId]?.ready === true,
      'ready',
    );
  }
  await host.sendAndWait(ClientMessage.start, {}, (s) => s.phase !== 'lobby', 'start');
  await Promise.all(players.map((p) => waitUntil(() => p.state.game?.phase, 'game state')));
  return players;
}

export function messageFor(action: Action, seat: number): { type: string; payload: unknown } {
  return action.type === 'answer'
    ? { type: ClientMessage.answer, payload: { seat, answer: action } }
    : { type: ClientMessage.action, payload: { seat, action } };
}

export interface PlayResult {
  outcome: string;
  inputs: number;
  /** Every input accepted, in order: what the room's stored log must hold. */
  log: Array<{ seat: number; action: Action }>;
}

/**
 * Plays with the bot choosing among the legal actions each seat is sent (and that seat's view of
 * what its client received), until the game ends or `maxInputs` inputs were accepted. Any
 * refusal of an offered action fails the test.
 */
export async function playBots(
  players: TestPlayer[],
  bot: Bot,
  maxInputs: number,
  onInput?: (count: number) => Promise<void> | void,
): Promise<PlayResult> {
  let inputs = 0;
  const log: PlayResult['log'] = [];
  for (;;) {
    await Promise.all(players.map((p) => p.synced()));
    const outcome = players[0]!.state.game!.outcome as string;
    if (outcome !== 'playing' || inputs >= maxInputs) return { outcome, inputs, log };
    const actor = players
      .flatMap((p) => p.seats.map((seat) => ({ p, seat })))
      .find((x) => x.p.legalNow(x.seat).length > 0);
    if (!actor) throw new Error(`no seat may act at version ${players[0]!.version}`);
    const action = bot.choose(actor.p.legalNow(actor.seat), seatView(actor.p, actor.seat));
    const { type, payload } = messageFor(action, actor.seat);
    const version = actor.p.version;
    const errors = actor.p.errors.length;
    actor.p.send(type, payload);
    await waitUntil(
      () => {
        const error = actor.p.errors[errors];
        if (error)
          throw new Error(`offered action ${JSON.stringify(action)} refused: ${error.code} ${error.message}`);
        return players.every((p) => p.version > version);
      },
      `input ${inputs + 1} to be accepted`,
    );
    inputs++;
    log.push({ seat: actor.seat, action });
    await onInput?.(inputs);
  }
}

export async function joinAs(t: TestServer, code: string, options: JoinOptions): Promise<TestPlayer> {
  return TestPlayer.join(t.client(), code, options);
}
