/** A two-player lobby with choices made, and the seat tokens a browser would keep. */
import { ClientMessage, type JoinOptions } from '@safecrackers/protocol';
import type { PublicState, TestPlayer } from './player.js';
import { waitUntil } from './wait.js';

/**
 * Ada (the host) sets up a Bank job with advanced sides; Ada plays the Hawk and is ready, Bo
 * the Peterman on his advanced side and is not ready yet.
 */
export async function makeChoices(ada: TestPlayer, bo: TestPlayer): Promise<void> {
  await ada.sendAndWait(
    ClientMessage.configure,
    { scenario: 'bank', stealth: 9, advancedSides: true },
    (s) => s.config.advancedSides === true,
    'options',
  );
  await ada.sendAndWait(
    ClientMessage.pickCharacter,
    { seat: 0, character: 'hawk' },
    (s) => s.seats[0]?.character === 'hawk',
    'hawk',
  );
  await bo.sendAndWait(
    ClientMessage.pickCharacter,
    { seat: 1, character: 'peterman', side: 'advanced' },
    (s) => s.seats[1]?.side === 'advanced',
    'peterman',
  );
  await ada.sendAndWait(
    ClientMessage.ready,
    { ready: true },
    (s) => s.members[ada.room.sessionId]!.ready,
    'ready',
  );
  await waitUntil(() => ada.tokens.size === 1 && bo.tokens.size === 1, 'seat tokens');
}

/** The seat tokens a player's browser kept, as join options. */
export function seatClaims(p: TestPlayer): NonNullable<JoinOptions['seats']> {
  return [...p.tokens].map(([seat, token]) => ({ seat, token }));
}

/** What the players of a lobby chose, as its public state shows it (players by index). */
export function choices(state: PublicState, players: TestPlayer[]) {
  const player = (sessionId: string) => players.findIndex((p) => p.room.sessionId === sessionId);
  return {
    config: state.config,
    host: state.host === null ? -1 : player(state.host),
    members: Object.keys(state.members).length,
    seats: state.seats.map((x) => ({
      player: x.holder === null ? -1 : player(x.holder),
      name: x.name,
      character: x.character,
      side: x.side,
    })),
    ready: players.map((p) => state.members[p.room.sessionId]?.ready ?? null),
  };
}

/** The choices `makeChoices` makes. */
export const CHOICES: ReturnType<typeof choices> = {
  config: { scenario: 'bank', randomWalls: false, stealth: 9, advancedSides: true, assignment: 'chosen' },
  host: 0,
  members: 2,
  seats: [
    { player: 0, name: 'Ada', character: 'hawk', side: 'basic' },
    { player: 1, name: 'Bo', character: 'peterman', side: 'advanced' },
  ],
  ready: [true, false],
};
