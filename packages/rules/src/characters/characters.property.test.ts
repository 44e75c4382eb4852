/**
 * Random play with every character side in seat 0 on every scenario (issue 4): no throws,
 * sane counts after every input, replays that reach the same state, and evidence in the
 * events that the side's ability was actually used.
 */
import { randomGames } from '@safecrackers/test-kit';
import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../engine.js';
import type { DomainEvent } from '../events.js';
import { playRandomGame } from '../testing/random-play.js';
import {
  CHARACTER_IDS,
  type CharacterId,
  type GameSetup,
  type GameState,
  type ScenarioId,
  type SeatSetup,
  type Side,
} from '../types.js';

const SCENARIOS: ScenarioId[] = ['office', 'bank', 'fortknox'];
/** Games per side and scenario (a quarter in test:fast). */
const GAMES = randomGames(70);
/** Every fourth game is replayed from its log. */
const REPLAY_EVERY = 4;

function seatsFor(character: CharacterId, side: Side, i: number): SeatSetup[] {
  const others = CHARACTER_IDS.filter((c) => c !== character);
  const count = 2 + (i % 3);
  const seats: SeatSetup[] = [{ name: 'P0', character, side }];
  for (let k = 1; k < count; k++) {
    const other = others[(i * 3 + k * 2) % others.length] as CharacterId;
    if (seats.some((s) => s.character === other)) continue;
    seats.push({ name: `P${k}`, character: other, side: (i + k) % 2 === 0 ? 'basic' : 'advanced' });
  }
  return seats;
}

/** The first broken invariant of a state, or null (plain checks: this runs after every input). */
function brokenInvariant(s: GameState): string | null {
  const area = s.tiles.length;
  for (const [seat, p] of s.players.entries()) {
    if (p.stealth < 0) return `seat ${seat} stealth ${p.stealth}`;
    if (p.carriedAlarms < 0) return `seat ${seat} carried alarms ${p.carriedAlarms}`;
    if (p.laptop !== 0 && p.laptop !== 1) return `seat ${seat} laptop ${p.laptop}`;
    if (p.tile < -1 || p.tile >= area) return `seat ${seat} tile ${p.tile}`;
    if (p.tile >= 0 && !s.tiles[p.tile]?.revealed) return `seat ${seat} stands on a face-down tile`;
    if (p.escaped && p.tile !== -1) return `seat ${seat} escaped but on the board`;
  }
  const guarded = new Set(s.guards.filter((g) => g.placed).map((g) => g.tile));
  for (const [i, t] of s.tiles.entries()) {
    if (t.alarm < 0 || t.hack < 0 || t.hack > 6 || t.dice < 0 || t.dice > 6 || t.stealth < 0)
      return `tile ${i} counts ${JSON.stringify([t.alarm, t.hack, t.dice, t.stealth])}`;
    if (s.phase === 'playing' && t.alarm > 0 && guarded.has(i)) return `alarm under a guard on ${i}`;
  }
  for (const [f, g] of s.guards.entries()) {
    if (g.speed < 2 || g.speed > 6) return `guard ${f} speed ${g.speed}`;
  }
  if (s.turn.used < 0) return `used ${s.turn.used}`;
  if (s.phase === 'playing' && !s.turn.actionsOver && s.turn.used > s.turn.allowance)
    return `used ${s.turn.used} of ${s.turn.allowance}`;
  if (s.crow < -1 || (s.crow >= 0 && s.tiles[s.crow]?.kind === 'void')) return `crow on ${s.crow}`;
  return null;
}

/** How often seat 0's side showed its ability in one input's events. */
function evidence(
  character: CharacterId,
  side: Side,
  before: GameState,
  after: GameState,
  ev: DomainEvent[],
): number {
  const mine = (e: DomainEvent) => 'seat' in e && e.seat === 0;
  const used = (ability: string) =>
    ev.filter((e) => e.type === 'abilityUsed' && e.seat === 0 && e.ability === ability).length;
  switch (`${character}:${side}`) {
    case 'acrobat:basic':
      return used('flexibility');
    case 'acrobat:advanced':
      return used('climbWindow');
    case 'hacker:basic':
      return ev.filter((e) => e.type === 'alarmPrevented' && e.by === 'jammer').length;
    case 'hacker:advanced':
      return used('laptop') + ev.filter((e) => e.type === 'hackTokenUsed' && e.source === 'laptop').length;
    case 'hawk:basic':
      return used('xray');
    case 'hawk:advanced':
      return used('enhance');
    case 'juicer:basic':
      return used('crybaby');
    case 'juicer:advanced':
      return used('reroute');
    case 'peterman:basic':
      return ev.filter(
        (e) => e.type === 'diceRolled' && mine(e) && (e.purpose === 'safe' || e.purpose === 'keypad'),
      ).length;
    case 'peterman:advanced': {
      const here = before.players[0]?.tile ?? -1;
      const cols = before.scenario === 'fortknox' ? 5 : 4;
      const area = cols * cols;
      return ev.filter(
        (e) =>
          (e.type === 'safeDieAdded' || (e.type === 'diceRolled' && e.purpose === 'safe')) &&
          mine(e) &&
          e.at !== null &&
          e.at.floor * area + e.at.row * cols + e.at.col !== here,
      ).length;
    }
    case 'raven:basic':
      return used('distract');
    case 'raven:advanced':
      return used('disrupt') + ev.filter((e) => e.type === 'guardStayed' && e.reason === 'crow').length;
    case 'rigger:basic':
      return (
        ev.filter((e) => e.type === 'toolUsed' && mine(e) && e.tool === 'dynamite').length +
        ev.filter((e) => e.type === 'toolDiscarded').length +
        (after.pending?.prompt.kind === 'keepTool' ? 1 : 0)
      );
    case 'rigger:advanced':
      return used('tinker');
    case 'rook:basic':
      return used('orders');
    case 'rook:advanced':
      return used('disguise');
    case 'spotter:basic':
      return used('clairvoyance');
    case 'spotter:advanced':
      return used('precognition');
    default:
      throw new Error(`no evidence rule for ${character}:${side}`);
  }
}

const SIDES: Array<[CharacterId, Side]> = CHARACTER_IDS.flatMap(
  (c): Array<[CharacterId, Side]> => [
    [c, 'basic'],
    [c, 'advanced'],
  ],
);

describe('R8 every character side in random play', () => {
  for (const [character, side] of SIDES) {
    it(`R8 ${character} ${side}: random games on every scenario keep the invariants, replay exactly and use the ability`, async () => {
      let seen = 0;
      let games = 0;
      for (const scenario of SCENARIOS) {
        for (let i = 0; i < GAMES; i++) {
          // Yield to the test runner now and then: a long synchronous test starves its RPC.
          if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
          const setup: GameSetup = {
            scenario,
            seats: seatsFor(character, side, i),
            seed: `${character}-${side}-${scenario}-${i}`,
            options: { stealth: 3 + (i % 4) * 2 },
          };
          let before: GameState | null = null;
          let broken: string | null = null;
          const game = playRandomGame(setup, `player-${character}-${side}-${scenario}-${i}`, {
            maxInputs: 2000,
            onStep: (state, events) => {
              broken ??= brokenInvariant(state);
              if (before) seen += evidence(character, side, before, state, events);
              before = state;
            },
          });
          games++;
          expect(broken).toBeNull();
          expect(game.state.players[0]).toMatchObject({ character, side });
          expect(['won', 'lost', 'playing']).toContain(game.state.phase);
          if (i % REPLAY_EVERY === 0) {
            expect(stateHash(replay(setup, game.log))).toBe(stateHash(game.state));
          }
        }
      }
      expect(games).toBe(SCENARIOS.length * GAMES);
      expect(seen).toBeGreaterThan(0);
    }, 60_000);
  }
});
