import { useRef, useState, type ChangeEvent } from 'react';
import { useAuthEnvironment } from '../auth-environment';
import { credentialsProblems, type Credentials } from '../utils/credentials';

type Field = keyof Credentials;

type Options = {
  /** The fields the user types; the lock screen only asks for the password. */
  fields: readonly Field[];
  /** The username when it is not typed (the locked session's). */
  username?: string;
  /** Called with the values as the server wants them (username trimmed) when every typed field is acceptable. */
  onValid: (credentials: Credentials) => void;
  /** Called once, at the first character typed: the user means to sign in (the page warms up the next one). */
  onFirstInput?: () => void;
};

/**
 * The state of the sign-in and unlock forms: like the react-hook-form default they check on submit, then again on
 * every change, and a refused submit focuses the first field in error. Plain React state keeps react-hook-form and
 * zod out of the sign-in page's JavaScript (issue 9 §3).
 */
export function useCredentialsForm({ fields, username = '', onValid, onFirstInput }: Options) {
  const { t } = useAuthEnvironment();
  const [values, setValues] = useState<Credentials>({ username, password: '' });
  const [submitted, setSubmitted] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const refs = { username: usernameRef, password: passwordRef };
  const problems = credentialsProblems(values);

  const submit = () => {
    setSubmitted(true);
    const first = fields.find((name) => problems[name] !== undefined);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onValid({ username: values.username.trim(), password: values.password });
  };

  /** Props for a MUI TextField. */
  const field = (name: Field) => {
    const problem = submitted ? problems[name] : undefined;
    return {
      name,
      value: values[name],
      inputRef: refs[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        if (!typed.current) {
          typed.current = true;
          onFirstInput?.();
        }
        setValues((current) => ({ ...current, [name]: value }));
      },
      error: problem !== undefined,
      helperText: problem && t(problem),
    };
  };

  return { field, submit };
}
