// The seeded generator is shared with the asymmetric engine (R1.19).
export {
  nextUint32,
  type RngState,
  randomInt,
  rollDie,
  seedRng,
  shuffleInPlace,
} from '@safecrackers/engine-kit';
