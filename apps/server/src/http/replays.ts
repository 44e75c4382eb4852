/**
 * `GET /api/replays/CODE`: a finished heist's setup and input log, from which the client
 * rebuilds every step with the engine. A heist still in play has no replay: its setup holds
 * the seed and its log would let anyone replay to the hidden state, so the answer says only
 * that it is being played.
 */
import type { NoReplayPayload, ReplayPayload } from '@safecrackers/protocol';
import type { Storage } from '../storage/index.js';

export type ReplayAnswer =
  | { status: 200; body: ReplayPayload }
  | { status: 404 | 409; body: NoReplayPayload };

export async function replayOf(storage: Pick<Storage, 'load'>, code: string): Promise<ReplayAnswer> {
  const stored = await storage.load(code);
  if (!stored || !stored.setup) return { status: 404, body: { code, reason: 'none' } };
  if (stored.status !== 'won' && stored.status !== 'lost')
    return { status: 409, body: { code, reason: 'playing' } };
  return {
    status: 200,
    body: { code, outcome: stored.status, setup: stored.setup, log: stored.log },
  };
}
