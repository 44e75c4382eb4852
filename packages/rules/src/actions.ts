/**
 * Inputs (R1.21): intents of the current player, and answers to the pending Prompt.
 * Positions are public coordinates (floor, col, row), all 0-based.
 */
import type { EventId, LootCard, Pos, ToolId } from './types.js';

export type Direction = 'north' | 'east' | 'south' | 'west';
export type Vertical = 'up' | 'down';

/** Cards passed in one direction of a trade (R5.11). */
export interface CardSet {
  tools: ToolId[];
  loot: LootCard[];
}

export type Intent =
  | { type: 'peek'; at: Pos }
  | { type: 'move'; to: Pos }
  | { type: 'drop' }
  | { type: 'hack' }
  /** `at` names the safe; omitted = the character's own tile (the Drill may name another, R8.5). */
  | { type: 'addDie'; at?: Pos }
  | { type: 'crack'; at?: Pos }
  | { type: 'useTool'; tool: ToolId; at?: Pos; floor?: number; dir?: Direction | Vertical }
  | { type: 'trade'; with: number; give: CardSet; take: CardSet }
  | { type: 'pickUp'; card: ToolId | LootCard | 'kitty' }
  | { type: 'escape' }
  | { type: 'endActions' }
  | { type: 'undo' }
  // Character abilities (R8)
  | { type: 'flexibility'; to: Pos }
  | { type: 'climbWindow'; dir: Vertical }
  | { type: 'laptop' }
  | { type: 'xray'; at: Pos }
  | { type: 'enhance'; at: Pos }
  | { type: 'crybaby'; at: Pos }
  | { type: 'reroute'; mode: 'pickUp' | 'discard' }
  | { type: 'distract'; at: Pos }
  | { type: 'disrupt' }
  | { type: 'tinker' }
  | { type: 'orders'; target: number; to: Pos }
  | { type: 'disguise'; target: number }
  | { type: 'clairvoyance' }
  | { type: 'precognition' };

export type LaserChoice = 'pay' | 'alarm' | 'computer' | 'laptop';
export type HackChoice = 'computer' | 'laptop' | 'decline';

export type Answer =
  | { type: 'answer'; kind: 'entrance'; at: Pos }
  | { type: 'answer'; kind: 'laser'; choice: LaserChoice }
  | { type: 'answer'; kind: 'hack'; choice: HackChoice }
  | { type: 'answer'; kind: 'trade'; accept: boolean }
  | { type: 'answer'; kind: 'orders'; accept: boolean }
  | { type: 'answer'; kind: 'keepTool'; tool: ToolId }
  /** null declines, where the prompt allows it (Peekhole). */
  | { type: 'answer'; kind: 'tile'; at: Pos | null }
  | { type: 'answer'; kind: 'seat'; seat: number }
  /** die = 0-based position in roll order, or null to decline (D71). */
  | { type: 'answer'; kind: 'stethoscope'; die: number | null; face?: number }
  | { type: 'answer'; kind: 'spotter'; place: 'top' | 'bottom' }
  /** The seen cards in their new order, top first (Crystal Ball). */
  | { type: 'answer'; kind: 'order'; cards: EventId[] };

export type Action = Intent | Answer;
export type ActionType = Action['type'];
export type AnswerKind = Answer['kind'];

/** A pending choice owned by one seat; nothing else may happen until it is answered (R1.21). */
export type Prompt =
  | { kind: 'entrance'; seat: number; options: Pos[] }
  | { kind: 'laser'; seat: number; at: Pos; options: LaserChoice[] }
  | { kind: 'hack'; seat: number; at: Pos; alarm: 'fingerprint' | 'laser' | 'motion'; options: HackChoice[] }
  | { kind: 'trade'; seat: number; from: number; give: CardSet; take: CardSet }
  | { kind: 'orders'; seat: number; rook: number; to: Pos }
  | { kind: 'keepTool'; seat: number; tools: ToolId[] }
  | {
      kind: 'tile';
      seat: number;
      reason: 'go-with-your-gut' | 'peekhole' | 'throw-voice';
      options: Pos[];
      optional: boolean;
    }
  | { kind: 'seat'; seat: number; reason: 'buddy-system' | 'squeak'; options: number[] }
  | { kind: 'stethoscope'; seat: number; roll: number[] }
  /** Seen by every seat, never by spectators (R8.9, D75). */
  | { kind: 'spotter'; seat: number; deck: 'patrol' | 'event'; floor: number; card: Pos | EventId }
  | { kind: 'order'; seat: number; cards: EventId[] };

export type PromptKind = Prompt['kind'];

export function isAnswer(action: Action): action is Answer {
  return action.type === 'answer';
}
