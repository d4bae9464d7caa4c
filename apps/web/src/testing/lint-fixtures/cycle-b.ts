// Fixture for lint-boundaries.test.ts: the other half of the deliberate cycle.
import { a } from './cycle-a';

export const b = (): string => `b${a.length}`;
