/**
 * Domain events: the facts that clients animate and log, in the order they happened.
 * `audience: 'players'` marks an event that every seat may see but spectators may not.
 */
import type { CardSet } from './actions.js';
import type { EventId, LootCard, Pos, TileKind, ToolId } from './types.js';

export type StealthCause =
  | 'guard-enters'
  | 'enters-guard-tile'
  | 'foyer'
  | 'atrium'
  | 'tiara'
  | 'acrobat'
  | 'cursed-goblet'
  | 'tinker';

export type AlarmCause =
  | 'fingerprint'
  | 'laser'
  | 'motion'
  | 'detector'
  | 'thermo'
  | 'camera'
  | 'chihuahua'
  | 'dynamite'
  | 'thermal-bomb'
  | 'crybaby'
  | 'reroute'
  | 'shoplifting'
  | 'isotope';

export type PlacementCause =
  | 'entrance'
  | 'fall'
  | 'drop'
  | 'lost-grip'
  | 'freight-elevator'
  | 'buddy-system'
  | 'disguise';

/**
 * Set on what happened during a guard's walk (a stealth loss, an alarm, a new destination...):
 * the index, in the path of the guardMoved event just before it, of the tile the guard had just
 * entered. A walk is one guardMoved event; the events of its way follow it, in order.
 */
export interface OnTheWay {
  step?: number;
}

export type DomainEvent = EventBody & OnTheWay;

type EventBody =
  | { type: 'entranceChosen'; at: Pos }
  | { type: 'turnStarted'; seat: number; turn: number; allowance: number }
  | { type: 'turnSkipped'; seat: number }
  | { type: 'actionsEnded'; seat: number }
  | {
      type: 'tileRevealed';
      at: Pos;
      kind: TileKind;
      num: number;
      by: 'peek' | 'move' | 'placement' | 'effect';
    }
  | { type: 'peeked'; seat: number; at: Pos }
  | { type: 'moved'; seat: number; from: Pos; to: Pos; cost: number; via: string }
  | { type: 'moveStopped'; seat: number; at: Pos; reason: 'deadbolt' | 'keypad' }
  | { type: 'placed'; seat: number; from: Pos | null; to: Pos; cause: PlacementCause }
  | { type: 'laserPaid'; seat: number; at: Pos }
  | { type: 'hacked'; seat: number; at: Pos; tokens: number }
  | { type: 'hackTokenUsed'; at: Pos; source: 'computer' | 'laptop'; computer: Pos | null }
  | { type: 'alarmTriggered'; at: Pos; cause: AlarmCause }
  | { type: 'alarmPrevented'; at: Pos; cause: AlarmCause; by: 'jammer' | 'crowbar' | 'guard' | 'emp' }
  | { type: 'alarmCleared'; at: Pos; by: 'guard' | 'brown-out' | 'emp' | 'reroute' }
  | { type: 'guardPlaced'; floor: number; at: Pos; dest: Pos }
  | { type: 'guardMoved'; floor: number; from: Pos; path: Pos[]; points: number }
  | { type: 'guardDestination'; floor: number; dest: Pos; reason: 'patrol' | 'alarm' | 'event' }
  | { type: 'patrolReshuffled'; floor: number; speed: number }
  | { type: 'guardSpeed'; floor: number; speed: number; reason: 'reshuffle' | 'safe' }
  | { type: 'guardStayed'; floor: number; reason: 'donuts' | 'crow' | 'no-points' }
  | {
      type: 'diceRolled';
      seat: number;
      purpose: 'keypad' | 'safe' | 'chihuahua' | 'kitty';
      at: Pos | null;
      values: number[];
    }
  | { type: 'dieChanged'; seat: number; die: number; face: number }
  | { type: 'keypadOpened'; at: Pos }
  | { type: 'keypadLocked'; at: Pos }
  | { type: 'safeDieAdded'; seat: number; at: Pos; dice: number }
  | { type: 'tileCracked'; safe: Pos; at: Pos; num: number }
  | { type: 'safeOpened'; seat: number; at: Pos }
  | {
      type: 'stealthLost';
      seat: number;
      at: Pos | null;
      from: 'supply' | 'tile';
      cause: StealthCause;
      left: number;
    }
  | { type: 'stealthGained'; seat: number; amount: number; left: number }
  | { type: 'tileStealthAdded'; at: Pos; tokens: number }
  | { type: 'eventDrawn'; seat: number; card: EventId }
  | { type: 'eventExpired'; seat: number; card: EventId }
  /**
   * A lasting or this-turn effect of a card begins (R9.1, R9.2): `seat` drew or played it,
   * `target` is the seat it is aimed at (Heads Up!, Jump the Gun), else null.
   */
  | { type: 'effectStarted'; seat: number; card: EventId | ToolId; target: number | null }
  /** A tool's lasting effect ends (E.M.P., R4.2 step 1, R1.17). */
  | { type: 'toolExpired'; seat: number; tool: ToolId }
  /** The current turn's allowance grows (Rollerskates, Invisible Suit). */
  | { type: 'actionsGained'; seat: number; amount: number; allowance: number }
  | { type: 'eventDeckReshuffled'; size: number }
  | { type: 'toolDeckReshuffled'; size: number }
  | { type: 'toolGained'; seat: number; tool: ToolId }
  | { type: 'toolDiscarded'; seat: number; tool: ToolId }
  | { type: 'toolUsed'; seat: number; tool: ToolId; at: Pos | null }
  | { type: 'lootGained'; seat: number; card: LootCard }
  | { type: 'cardsLeftOnTile'; at: Pos; tools: ToolId[]; loot: LootCard[] }
  | { type: 'pickedUp'; seat: number; at: Pos; card: ToolId | LootCard | 'kitty' }
  | { type: 'tradeProposed'; from: number; to: number; give: CardSet; take: CardSet }
  | { type: 'traded'; from: number; to: number; give: CardSet; take: CardSet }
  | { type: 'tradeDeclined'; from: number; to: number }
  | { type: 'cardsGiven'; from: number; to: number; cards: CardSet }
  | { type: 'wallRemoved'; floor: number; a: Pos; b: Pos }
  | { type: 'linkCreated'; from: Pos; to: Pos | 'roof' }
  | { type: 'tileDisabled'; at: Pos }
  | { type: 'donutsPlaced'; floor: number }
  | { type: 'crowPlaced'; at: Pos | null }
  | { type: 'kittyEscaped'; seat: number; at: Pos }
  | { type: 'abilityUsed'; seat: number; ability: string }
  | { type: 'ordersDeclined'; rook: number; target: number }
  /** A look at hidden cards, for the seats only (Spotter, Crystal Ball; R8.9, D75). */
  | {
      type: 'cardsSeen';
      seat: number;
      deck: 'patrol' | 'event';
      floor: number;
      cards: Array<Pos | EventId>;
      audience: 'players';
    }
  | { type: 'cardPlaced'; seat: number; deck: 'patrol' | 'event'; floor: number; place: 'top' | 'bottom' }
  /** The new order of the seen event cards, top first (Crystal Ball), for the seats only. */
  | { type: 'cardsOrdered'; seat: number; deck: 'event'; cards: EventId[]; audience: 'players' }
  | { type: 'escaped'; seat: number }
  | { type: 'undone'; seat: number }
  | { type: 'gameWon' }
  | { type: 'gameLost'; reason: string };

export type DomainEventType = DomainEvent['type'];
