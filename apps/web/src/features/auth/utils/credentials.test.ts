import { loginRequestSchema } from '@bookone/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { credentialsProblems, PASSWORD_MAX, USERNAME_MAX } from './credentials';

describe('credentialsProblems', () => {
  it('names the missing and the too long fields', () => {
    expect(credentialsProblems({ username: '  ', password: '' })).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
    expect(
      credentialsProblems({ username: 'a'.repeat(USERNAME_MAX + 1), password: 'p'.repeat(PASSWORD_MAX + 1) }),
    ).toEqual({ username: 'validation.tooLong', password: 'validation.tooLong' });
    expect(credentialsProblems({ username: ' ada ', password: ' x ' })).toEqual({
      username: undefined,
      password: undefined,
    });
  });

  it("accepts exactly what the domain's loginRequestSchema accepts", () => {
    const text = fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.constantFrom(' ', '\t', ''),
      fc.integer({ min: 120, max: 260 }).map((n) => 'x'.repeat(n)),
      fc.integer({ min: 250, max: 260 }).map((n) => ` ${'y'.repeat(n)} `),
    );
    fc.assert(
      fc.property(text, text, (username, password) => {
        const problems = credentialsProblems({ username, password });
        const parsed = loginRequestSchema.safeParse({ username, password });
        const failed = new Set(parsed.error?.issues.map((issue) => issue.path[0]) ?? []);
        expect(problems.username !== undefined).toBe(failed.has('username'));
        expect(problems.password !== undefined).toBe(failed.has('password'));
      }),
      { seed: 9, numRuns: 300 },
    );
  });
});
