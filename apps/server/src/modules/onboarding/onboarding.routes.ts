import {
  businessStepSchema,
  managerStepSchema,
  onboardingProgressSchema,
  planStepSchema,
  taxStepSchema,
} from '@bookone/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { actorOf, errorResponses, propertyParams } from '../../lib/route';
import type { OnboardingService } from './onboarding.service';

const params = propertyParams;
const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding },
) => {
  app.get(
    '/api/property/:propertyId/onboarding',
    {
      config: { permission: 'property.read' },
      schema: {
        tags,
        summary:
          'Onboarding progress: the steps of the business type, which are done, the next one, saved data',
        params,
        response: { 200: onboardingProgressSchema, ...errorResponses },
      },
    },
    (req) => onboarding.get(actorOf(req), req.params.propertyId),
  );

  const step = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    save: (actor: ReturnType<typeof actorOf>, id: number, input: z.infer<S>) => Promise<unknown>,
  ) =>
    app.put(
      `/api/property/:propertyId/onboarding/${path}`,
      {
        config: { permission: 'property.setup' },
        schema: {
          tags,
          summary,
          params,
          body,
          response: { 200: onboardingProgressSchema, ...errorResponses },
        },
      },
      (req) => save(actorOf(req), req.params.propertyId, req.body as z.infer<S>) as never,
    );

  step(
    'business',
    'Step 1: business details (name, type, short name, contacts, address, time zone, currency)',
    businessStepSchema,
    (a, id, input) => onboarding.saveBusiness(a, id, input),
  );
  step('manager', "Step 2: the manager's details", managerStepSchema, (a, id, input) =>
    onboarding.saveManager(a, id, input),
  );
  step('tax', 'Step 3: named taxes, each a percentage or slabs (spec §5)', taxStepSchema, (a, id, input) =>
    onboarding.saveTax(a, id, input),
  );
  step('plan', 'Step 4: the plan and subscriptions', planStepSchema, (a, id, input) =>
    onboarding.savePlan(a, id, input),
  );
};
