import { describeEngineContract } from '@safecrackers/engine-kit/conformance';
import type { Action } from './actions.js';
import { spiesEngine } from './contract.js';
import type { AsymSetup } from './types.js';

const setup = (spies: number, seed: string): AsymSetup => ({
  mode: 'asym',
  mission: 'mansion',
  seats: [
    { name: 'Security', side: 'security' },
    ...Array.from({ length: spies }, (_, i) => ({ name: `Spy ${i + 1}`, side: 'spy' as const })),
  ],
  seed,
});

// A-R16.4 spies against security through the contract every game meets.
describeEngineContract(spiesEngine, {
  setups: [setup(1, 'contract-a'), setup(2, 'contract-b'), setup(3, 'contract-c')],
  invalidSetup: { ...setup(1, 'bad'), seats: [{ name: 'Spy', side: 'spy' }] },
  foreign: { type: 'no-such-input' } as unknown as Action,
  maxInputs: 400,
});
