/** Server -> client payloads. `version` counts accepted inputs (the log length). */
import type { Action, DomainEvent, ErrorCode, Prompt } from '@safecrackers/rules';

/** Errors of the server itself; engine errors keep the engine's own code. */
export type ProtocolErrorCode =
  | 'input/bad_shape'
  | 'input/unknown_message'
  | 'input/malformed'
  | 'input/too_large'
  | 'input/rate_limited'
  | 'seat/not_held'
  | 'seat/no_such'
  | 'seat/taken'
  | 'seat/not_vacant'
  | 'seat/no_member'
  | 'lobby/not_host'
  | 'lobby/not_in_lobby'
  | 'lobby/character_taken'
  | 'lobby/assignment_random'
  | 'lobby/side_not_allowed'
  | 'lobby/cannot_start'
  | 'game/not_started'
  | 'server/storage'
  | 'server/engine';

export interface ErrorPayload {
  code: ProtocolErrorCode | ErrorCode;
  message: string;
  /** The client message this error answers. */
  about: string;
  /** Why the host cannot start, one plain sentence each. */
  reasons?: string[];
}

export interface WelcomePayload {
  code: string;
  sessionId: string;
  role: 'player' | 'spectator';
}

export interface SeatsPayload {
  code: string;
  /** Seats the receiver holds; `token` is present when it was just issued: keep it. */
  seats: Array<{ seat: number; token?: string }>;
  /** Seats whose token the receiver sent and the room refused: forget those tokens. */
  refused?: number[];
}

export interface SeatsMovedPayload {
  seats: number[];
  /** 'elsewhere': the same player plays them from another tab or device; 'returned': their owner is back. */
  reason: 'elsewhere' | 'returned';
}

export interface LegalPayload {
  version: number;
  seat: number;
  actions: Action[];
}

export interface PromptPayload {
  version: number;
  prompt: Prompt | null;
}

/** The last events of the heist, sent once on joining (they are not part of the synced state). */
export interface RecentPayload {
  entries: Array<{ version: number; event: DomainEvent }>;
}

export interface EventsPayload {
  /** The version these events lead to. */
  version: number;
  events: DomainEvent[];
}
