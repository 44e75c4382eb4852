/** What the DOM panels ask for. main.ts implements these; panels never touch the network. */
import type { Action, CharacterId, ScenarioId, Side } from '@safecrackers/rules';
import type { UiState } from '../store/state.js';

export interface HeistOptions {
  scenario: ScenarioId;
  seats: number;
  stealth: number;
  randomWalls: boolean;
  advancedSides: boolean;
  assignment: 'chosen' | 'random';
}

export interface LobbyCommands {
  configure(change: Partial<Omit<HeistOptions, 'seats'>>): void;
  seatCount(count: number): void;
  claim(seat: number): void;
  release(seat: number): void;
  pickCharacter(seat: number, character: CharacterId | null, side: Side): void;
  ready(ready: boolean): void;
  start(): void;
}

export interface Commands {
  createHeist(name: string, options: HeistOptions): void;
  joinHeist(name: string, code: string): void;
  rejoin(code: string): void;
  forget(code: string): void;
  leave(): void;
  lobby: LobbyCommands;
  /** An intent or an answer, from a button or a dialog. */
  act(action: Action): void;
  ui(change: Partial<UiState>): void;
  skipAnimations(): void;
  /** The board's zoom buttons: step in, step out, or back to the fitted view. */
  zoom(how: 'in' | 'out' | 'fit'): void;
  copy(text: string, what: string): void;
}
