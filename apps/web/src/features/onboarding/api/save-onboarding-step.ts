import {
  onboardingProgressSchema,
  type BusinessStepInput,
  type ManagerStepInput,
  type OnboardingProgress,
  type PlanStepInput,
  type TaxStepInput,
} from '@bookone/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { onboardingQueryKey } from './get-onboarding';

export type WizardStepInputs = {
  business: BusinessStepInput;
  manager: ManagerStepInput;
  tax: TaxStepInput;
  plan: PlanStepInput;
};
export type WizardStep = keyof WizardStepInputs;

/** PUT /api/property/{id}/onboarding/{step}: saves one wizard step; the answer is the whole progress. */
export async function saveOnboardingStep<S extends WizardStep>(
  propertyId: number,
  step: S,
  input: WizardStepInputs[S],
): Promise<OnboardingProgress> {
  const body = await api.put<unknown>(`/api/property/${propertyId}/onboarding/${step}`, input);
  return onboardingProgressSchema.parse(body);
}

/** Saves a step and puts the server's progress in the cache (so the stepper moves on from what was saved). */
export function useSaveOnboardingStep<S extends WizardStep>(propertyId: number, step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WizardStepInputs[S]) => saveOnboardingStep(propertyId, step, input),
    onSuccess: (progress) => {
      queryClient.setQueryData(onboardingQueryKey(propertyId), progress);
    },
  });
}
