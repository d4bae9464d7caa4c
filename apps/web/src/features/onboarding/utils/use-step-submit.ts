import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

import { applyServerFieldErrors } from '../../../lib/form-errors';

/**
 * Runs a save and keeps the form as typed when it fails: field messages of a 400/409 go under their fields, any
 * other failure becomes the form's error message (shown above the buttons).
 */
export function useStepSubmit<T extends FieldValues>(setError: UseFormSetError<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    setFormError(null);
    try {
      await save();
      return true;
    } catch (error) {
      applyServerFieldErrors(error, setError);
      setFormError(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  return { formError, setFormError, run };
}
