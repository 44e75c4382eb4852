/**
 * A terminal demo: one seeded game played by random legal-action players, printed as a log.
 * Usage: pnpm --filter @safecrackers/rules demo [scenario] [seats] [seed]
 */

import type { DomainEvent } from '../src/events.js';
import { posName } from '../src/geometry.js';
import { playRandomGame } from '../src/testing/random-play.js';
import type { ScenarioId } from '../src/types.js';

const scenario = (process.argv[2] ?? 'bank') as ScenarioId;
const seats = Number(process.argv[3] ?? 2);
const seed = process.argv[4] ?? 'demo';

function describe(e: DomainEvent): string | null {
  switch (e.type) {
    case 'turnStarted':
      return `\n— Turn ${e.turn}: seat ${e.seat} (${e.allowance} actions)`;
    case 'moved':
      return `  seat ${e.seat} moves ${posName(e.from)} → ${posName(e.to)}`;
    case 'placed':
      return `  seat ${e.seat} is placed on ${posName(e.to)} (${e.cause})`;
    case 'tileRevealed':
      return `  ${posName(e.at)} is a ${e.kind}${e.num ? ` (${e.num})` : ''}`;
    case 'guardMoved':
      return `  guard ${e.floor + 1} walks ${[e.from, ...e.path].map(posName).join(' → ')}`;
    case 'alarmTriggered':
      return `  ALARM on ${posName(e.at)} (${e.cause})`;
    case 'stealthLost':
      return `  seat ${e.seat} loses stealth (${e.cause}), ${e.left} left`;
    case 'diceRolled':
      return `  seat ${e.seat} rolls ${e.values.join(', ')} (${e.purpose})`;
    case 'safeOpened':
      return `  SAFE OPEN at ${posName(e.at)}`;
    case 'eventDrawn':
      return `  event: ${e.card}`;
    case 'gameWon':
      return '\nThe crew escaped with the loot!';
    case 'gameLost':
      return `\nCaught: ${e.reason}`;
    default:
      return null;
  }
}

const game = playRandomGame(
  { scenario, seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })), seed },
  seed,
  {
    keepEvents: true,
  },
);
console.log(`Safecrackers demo: ${scenario}, ${seats} seat(s), seed "${seed}"`);
for (const p of game.state.players) console.log(`  ${p.name}: ${p.side} ${p.character}`);
for (const e of game.events) {
  const line = describe(e);
  if (line) console.log(line);
}
console.log(`\n${game.actions} inputs, outcome: ${game.state.phase}`);
