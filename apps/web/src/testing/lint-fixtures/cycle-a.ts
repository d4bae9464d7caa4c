// Fixture for lint-boundaries.test.ts: a deliberate import cycle (a -> b -> a). Ignored by the project's lint.
import { b } from './cycle-b';

export const a = (): string => `a${b.length}`;
