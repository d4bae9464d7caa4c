// A labelled input with its error, tied together for screen readers (aria-describedby, aria-invalid).
import type { InputHTMLAttributes } from 'react';

export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="be-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <small id={`${id}-hint`} className="be-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="be-error">
          {error}
        </small>
      )}
    </div>
  );
}

/** A message the page must announce (an error of the whole form, a refusal). */
export function Alert({ children }: { children: string }) {
  return (
    <p role="alert" className="be-alert">
      {children}
    </p>
  );
}
