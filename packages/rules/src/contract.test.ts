import { describeEngineContract } from '@safecrackers/engine-kit/conformance';
import type { Action } from './actions.js';
import { heistEngine } from './contract.js';
import type { GameSetup, ScenarioId } from './types.js';

const setup = (scenario: ScenarioId, seats: number, seed: string): GameSetup => ({
  scenario,
  seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}` })),
  seed,
  options: { randomCharacters: true, advancedSides: true },
});

// R1.19 the heist through the contract every game meets: who acts, refusals, views, replays.
describeEngineContract(heistEngine, {
  setups: [
    setup('office', 1, 'contract-a'),
    setup('bank', 3, 'contract-b'),
    setup('fortknox', 4, 'contract-c'),
  ],
  invalidSetup: { scenario: 'office', seats: [], seed: 'none' },
  foreign: { type: 'no-such-input' } as unknown as Action,
  maxInputs: 400,
});
