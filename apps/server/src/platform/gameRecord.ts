/** A stored game read back as one game's, checked (for tools and tests): its setup and input log. */
import type { Input } from '@safecrackers/engine-kit';
import type { StoredRoom } from '../storage/index.js';
import type { GameModule, GameTypes } from './gameModule.js';

export function readRecord<T extends GameTypes>(
  game: GameModule<T>,
  stored: Pick<StoredRoom, 'code' | 'setup' | 'log'>,
): { setup: T['stored']; log: Array<Input<T['action']>> } {
  const setup = game.readSetup(stored.setup);
  if (setup === null) throw new Error(`room ${stored.code} holds no ${game.kind} setup`);
  const log = stored.log.map((raw, i) => {
    const input = game.readInput(raw);
    if (!input) throw new Error(`room ${stored.code}: input ${i} is not a ${game.kind} input`);
    return input;
  });
  return { setup, log };
}
