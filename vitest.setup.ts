import fc from 'fast-check';

/**
 * Property-based tests (fast-check) run with one fixed seed, so CI gives the same verdict on every run:
 * a random seed made it fail by chance. Explore locally with FC_SEED=random (fast-check prints the seed
 * and path of any counterexample), replay one with FC_SEED=<seed>, and widen a run with FC_NUM_RUNS=<n>.
 * A counterexample found that way becomes a plain regression test beside the property.
 */
const FIXED_SEED = 20_261_124;

const seedSetting = process.env.FC_SEED?.trim();
const numRuns = Number(process.env.FC_NUM_RUNS);

fc.configureGlobal({
  ...(seedSetting === 'random' ? {} : { seed: seedSetting ? Number(seedSetting) : FIXED_SEED }),
  ...(Number.isInteger(numRuns) && numRuns > 0 ? { numRuns } : {}),
});
