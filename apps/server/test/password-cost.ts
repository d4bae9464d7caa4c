// The API suite hashes at a cheap scrypt cost (decision 0041): every test file through setupFiles, and the global
// setup before it seeds the template, so that the demo accounts' sign-ins verify cheaply too. The production cost is
// checked once, in src/lib/password.test.ts.
import { lowerPasswordCostForTests } from '../src/lib/password';

/** scrypt's N for tests: ~2 ms a hash instead of ~40 ms at PASSWORD_COST.N (16384). */
export const TEST_PASSWORD_N = 1024;

lowerPasswordCostForTests(TEST_PASSWORD_N);
