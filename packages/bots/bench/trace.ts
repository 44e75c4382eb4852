/**
 * Prints one planner game, decision by decision, for tuning: each input, the planner's goal and
 * plan, and the main events. Usage (from packages/bots):
 *   npx tsx bench/trace.ts [scenario=office] [seats=1] [seed=s1] [stealth=3] [botSeed=1]
 */
import {
  apply,
  createGame,
  type DomainEvent,
  legalActions,
  type Pos,
  posName,
  type ScenarioId,
  viewFor,
} from '@safecrackers/rules';
import { PlannerBot } from '../src/index.js';

const [scenario = 'office', seats = '1', seed = 's1', stealth = '3', botSeed = '1'] = process.argv.slice(2);

const SHOWN: ReadonlySet<DomainEvent['type']> = new Set([
  'turnStarted',
  'tileRevealed',
  'guardPlaced',
  'guardMoved',
  'guardDestination',
  'stealthLost',
  'alarmTriggered',
  'eventDrawn',
  'diceRolled',
  'safeOpened',
  'escaped',
  'gameWon',
  'gameLost',
]);

const isPos = (v: unknown): v is Pos => !!v && typeof v === 'object' && 'floor' in v && 'col' in v;

function describe(e: DomainEvent): string {
  return Object.entries(e)
    .map(([key, v]) => {
      if (isPos(v)) return `${key}=${posName(v)}`;
      if (Array.isArray(v) && v.every(isPos)) return `${key}=${v.map(posName).join(',')}`;
      return `${key}=${JSON.stringify(v)}`;
    })
    .join(' ');
}

const bot = new PlannerBot(Number(botSeed));
bot.trace = (line) => console.log(`    ${line}`);
let state = createGame({
  scenario: scenario as ScenarioId,
  seats: Array.from({ length: Number(seats) }, (_, s) => ({ name: `P${s}` })),
  seed,
  options: { stealth: Number(stealth) },
});
console.log(state.players.map((p) => `${p.name}: ${p.character} (${p.side})`).join(', '));
for (let n = 0; (state.phase === 'setup' || state.phase === 'playing') && n < 4000; n++) {
  const seat = state.pending ? state.pending.prompt.seat : state.turn.seat;
  const action = bot.choose(legalActions(state, seat), viewFor(state, seat));
  const r = apply(state, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  console.log(`${n} seat ${seat} ${JSON.stringify(action)}`);
  for (const e of r.events) if (SHOWN.has(e.type)) console.log(`        ${describe(e)}`);
  state = r.state;
}
console.log(state.phase, state.lossReason ?? '');
