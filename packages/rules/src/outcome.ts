import type { GameState } from './types.js';

export function outcome(state: GameState): 'playing' | 'won' | 'lost' {
  if (state.phase === 'won') return 'won';
  if (state.phase === 'lost') return 'lost';
  return 'playing';
}
