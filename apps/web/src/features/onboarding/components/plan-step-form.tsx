import { maxImagesFor, PLANS, planStepSchema, SUBSCRIPTION_NAMES, type PlanStepInput } from '@bookone/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useKitForm } from '../../../components/form-dialog';
import { StepForm } from './step-form';

/** Step 4: the business plan (spec §9) and the optional subscriptions. */
export function PlanStepForm({
  defaultValues,
  onSave,
  onBack,
}: {
  defaultValues: PlanStepInput;
  onSave: (values: PlanStepInput) => Promise<unknown>;
  onBack: () => void;
}) {
  const { t } = useTranslation('setup');
  // Choices only: nothing to check while typing.
  const kit = useKitForm({
    schema: planStepSchema,
    defaultValues,
    onSave,
    alwaysShowServerMessage: true,
    mode: 'onSubmit',
  });
  const { control } = kit.form;
  return (
    <StepForm label={t('steps.plan')} kit={kit} onBack={onBack}>
      <Controller
        control={control}
        name="plan"
        render={({ field }) => (
          <Grid container spacing={2} role="radiogroup" aria-label={t('plan.choose')}>
            {PLANS.map((plan) => {
              const selected = field.value === plan;
              return (
                <Grid key={plan} size={{ xs: 12, md: 4 }}>
                  <Card
                    variant="outlined"
                    sx={{
                      height: '100%',
                      borderWidth: selected ? 2 : 1,
                      borderColor: selected ? 'primary.main' : 'divider',
                    }}
                  >
                    <CardActionArea
                      onClick={() => field.onChange(plan)}
                      sx={{ height: '100%' }}
                      component="div"
                    >
                      <CardContent>
                        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                          <Radio
                            checked={selected}
                            onChange={() => field.onChange(plan)}
                            value={plan}
                            slotProps={{ input: { 'aria-label': plan } }}
                          />
                          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                            {plan}
                          </Typography>
                        </Box>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {t(`plan.describe.${plan.replace('Business ', '').toLowerCase() as 'starter'}`)}
                        </Typography>
                        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                          {t('plan.images', { count: maxImagesFor(plan) })}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 3 }}>
        {t('plan.subscriptions')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('plan.subscriptionsHint')}
      </Typography>
      <Controller
        control={control}
        name="subscriptions"
        render={({ field }) => {
          const value = field.value ?? [];
          return (
            <FormGroup row>
              {SUBSCRIPTION_NAMES.map((name) => (
                <FormControlLabel
                  key={name}
                  label={name}
                  control={
                    <Checkbox
                      checked={value.includes(name)}
                      onChange={(_, checked) =>
                        field.onChange(checked ? [...value, name] : value.filter((v) => v !== name))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          );
        }}
      />
    </StepForm>
  );
}
