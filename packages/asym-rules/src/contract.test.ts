import { describeEngineContract } from '@safecrackers/engine-kit/conformance';
import type { Action } from './actions.js';
import { spiesEngine } from './contract.js';
import { asymSetup } from './testing/random-play.js';

// A-R16.4 spies against security through the contract every game meets.
describeEngineContract(spiesEngine, {
  setups: [asymSetup(1, 'contract-a'), asymSetup(2, 'contract-b'), asymSetup(3, 'contract-c')],
  invalidSetup: { ...asymSetup(1, 'bad'), seats: [{ name: 'Spy', side: 'spy' }] },
  foreign: { type: 'no-such-input' } as unknown as Action,
  maxInputs: 400,
});
