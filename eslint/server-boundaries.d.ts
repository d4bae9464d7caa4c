// Types of the flat-config module, for the boundary test (apps/server/test/lint-boundaries.test.ts).
import type { Linter } from 'eslint';

declare const serverBoundaries: Linter.Config[];
export default serverBoundaries;
