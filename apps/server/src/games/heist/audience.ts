/** Which events and prompt details a receiver may see (R1.20, D75). */
import { type DomainEvent, type Prompt, promptFor } from '@safecrackers/rules';

/** Events marked for the players are never sent to spectators. */
export function eventsFor(events: readonly DomainEvent[], seated: boolean): DomainEvent[] {
  return seated ? [...events] : events.filter((e) => !('audience' in e && e.audience === 'players'));
}

/** Any seat sees a prompt's hidden cards (D75); a spectator sees them masked. */
export function promptForReceiver(prompt: Prompt | null, seats: readonly number[]): Prompt | null {
  return promptFor(prompt, seats[0] ?? null);
}
