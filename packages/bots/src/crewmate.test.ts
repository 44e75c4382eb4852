import { describe, expect, it } from 'vitest';
import { CREW_LEVELS, Crewmate } from './crewmate.js';
import { playGame } from './play.js';

describe('crewmates', () => {
  it.each(CREW_LEVELS)('a %s crewmate plays whole games with offered actions only', (level) => {
    for (let i = 0; i < 2; i++) {
      const bots = [0, 1, 2].map((s) => new Crewmate(level, `crew-${level}-${i}-${s}`));
      const game = playGame(
        { scenario: 'office', seats: [0, 1, 2].map((s) => ({ name: `P${s}` })), seed: `crew-${level}-${i}` },
        (seat) => bots[seat]!,
      );
      expect(['won', 'lost']).toContain(game.outcome);
    }
  });
});
