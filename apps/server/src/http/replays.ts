/**
 * `GET /api/replays/CODE`: a finished game's setup and input log, from which the client
 * rebuilds every step with the game's engine (what stayed hidden is in them: the game is over).
 * Its table chat comes with it, each line with when in the game it was said.
 * A game still in play has no replay: its setup holds the seed and its log would let anyone
 * replay to the hidden state, so the answer says only that it is being played.
 */
import type { NoReplayPayload, ReplayPayload } from '@safecrackers/protocol';
import { Chat } from '../platform/chat.js';
import type { AnyGameModule } from '../platform/gameModule.js';
import { gameOf } from '../platform/restore.js';
import type { Storage } from '../storage/index.js';

export type ReplayAnswer =
  | { status: 200; body: ReplayPayload<unknown, unknown> }
  | { status: 404 | 409; body: NoReplayPayload };

export async function replayOf(
  storage: Pick<Storage, 'load' | 'loadChat'>,
  games: readonly AnyGameModule[],
  code: string,
): Promise<ReplayAnswer> {
  const stored = await storage.load(code);
  const none = { status: 404, body: { code, reason: 'none' } } as const;
  if (!stored || stored.status === 'lobby') return none;
  if (stored.status === 'playing') return { status: 409, body: { code, reason: 'playing' } };
  const game = gameOf(games, stored);
  const setup = game.readSetup(stored.setup);
  const log = stored.log.flatMap((raw) => game.readInput(raw) ?? []);
  if (setup === null || log.length !== stored.log.length) return none;
  // The table's lines only: read back without the game's side channel, the spies' own lines
  // (said to the spies alone) are dropped; a replay is open to anyone with its code.
  const chat = Chat.restored(await storage.loadChat(code)).all();
  return {
    status: 200,
    body: { code, game: game.kind, outcome: stored.status, setup, log, chat: [...chat] },
  };
}
