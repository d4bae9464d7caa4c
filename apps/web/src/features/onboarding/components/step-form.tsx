import type { FormEvent, ReactNode } from 'react';

import { StepActions } from './step-actions';

/** What a step form needs from useKitForm: its submit handler, pending state and the failed save's message. */
export type StepFormKit = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  formError: string | null;
};

/**
 * The frame of a setup form (a wizard step, or the same form on the business profile page): a named form, its
 * fields, then the failed save's message and Back / Save-and-continue.
 */
export function StepForm({
  label,
  kit,
  onBack,
  submitLabel,
  children,
}: {
  label: string;
  kit: StepFormKit;
  onBack?: () => void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={kit.onSubmit}>
      {children}
      <StepActions
        formError={kit.formError}
        submitting={kit.submitting}
        onBack={onBack}
        submitLabel={submitLabel}
      />
    </form>
  );
}
