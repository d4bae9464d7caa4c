/**
 * The sign-in rules of the domain's `loginRequestSchema` (username trimmed, 1 to 254 characters; password 1 to 128),
 * written out without zod: the sign-in page is the first one most visitors load, and zod with react-hook-form would
 * be a sixth of its JavaScript (issue 9 §3). credentials.test.ts checks that both agree.
 */
export const USERNAME_MAX = 254;
export const PASSWORD_MAX = 128;

/** A translation key of the `validation` table, or undefined when the value is acceptable. */
export type CredentialProblem = 'validation.required' | 'validation.tooLong';

export function credentialProblem(value: string, max: number): CredentialProblem | undefined {
  if (value.length === 0) return 'validation.required';
  if (value.length > max) return 'validation.tooLong';
  return undefined;
}

export type Credentials = { username: string; password: string };

/** The problem of each field, as the server would see it (the username trimmed first). */
export function credentialsProblems({ username, password }: Credentials) {
  return {
    username: credentialProblem(username.trim(), USERNAME_MAX),
    password: credentialProblem(password, PASSWORD_MAX),
  };
}
