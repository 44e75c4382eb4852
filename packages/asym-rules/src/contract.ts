/** Spies against security behind the engine contract every game meets (@safecrackers/engine-kit). */
import type { GameEngine } from '@safecrackers/engine-kit';
import type { Action } from './actions.js';
import { apply, replay } from './engine.js';
import type { AsymErrorCode } from './errors.js';
import type { AsymEvent } from './events.js';
import { legalActions } from './legal.js';
import { createGame } from './setup.js';
import type { AsymSetup, AsymState } from './types.js';
import { type AsymView, viewFor } from './view.js';
import { waitingFor } from './waiting.js';

export const spiesEngine: GameEngine<AsymSetup, AsymState, Action, AsymView, AsymEvent, AsymErrorCode> = {
  kind: 'spies',
  // A-R1.1: seat 0 plays security, every other seat one spy (createGame refuses other setups).
  seats: (setup) => setup.seats.map((s, seat) => ({ seat, side: s.side })),
  createGame,
  apply,
  legalActions,
  waitingFor,
  viewFor,
  outcome: (state) =>
    state.result ? { over: true, result: state.result.winner, reason: state.result.reason } : { over: false },
  replay,
};
