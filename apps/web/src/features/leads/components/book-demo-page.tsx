import { BUSINESS_TYPES, bookDemoSchema } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { PublicCard } from '../../../components/layout/public-card';
import { useBookDemo } from '../api/leads';
import { SolutionsField } from './solutions-field';

type FormValues = z.input<typeof bookDemoSchema>;
const DEFAULTS: FormValues = {
  businessType: 'Accommodation',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  propertyName: '',
  solutions: [],
  website: '',
};

/**
 * /book-a-demo (no sign-in): the marketing site's "book a demo" form of the original (type of business, who you are
 * and how to reach you, the business's name, the solutions wanted). It becomes a NEW lead on the sales board.
 */
export function BookDemoPage() {
  const { t } = useTranslation('leads');
  const book = useBookDemo();
  const { form, formError, onSubmit, submitting } = useKitForm({
    schema: bookDemoSchema,
    fields: [
      'businessType',
      'firstName',
      'lastName',
      'email',
      'mobile',
      'propertyName',
      'solutions',
      'website',
    ],
    defaultValues: DEFAULTS,
    onSave: async (input) => {
      await book.mutateAsync(input);
    },
  });
  const { control } = form;
  return (
    <PublicCard maxWidth={640}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('demo.title')}
      </Typography>
      {book.isSuccess ? (
        <Alert severity="success" role="status">
          {t('demo.thanks')}
        </Alert>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
          <Typography color="text.secondary">{t('demo.intro')}</Typography>
          <FormTextField
            control={control}
            name="businessType"
            required
            label={t('fields.businessType')}
            options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessType.${b}`) }))}
          />
          <FormTextField control={control} name="propertyName" required label={t('demo.propertyName')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="firstName" required label={t('fields.firstName')} />
            <FormTextField control={control} name="lastName" label={t('fields.lastName')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="email" type="email" label={t('fields.email')} />
            <FormTextField control={control} name="mobile" type="tel" label={t('fields.mobile')} />
          </Stack>
          <SolutionsField control={control} name="solutions" />
          {/* A field people never see nor reach: robots fill it, and the server drops what they send. */}
          <Box
            aria-hidden
            sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
          >
            <FormTextField
              control={control}
              name="website"
              label="Website"
              autoComplete="off"
              slotProps={{ htmlInput: { tabIndex: -1 } }}
            />
          </Box>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? t('demo.sending') : t('demo.submit')}
            </Button>
          </Box>
        </Stack>
      )}
    </PublicCard>
  );
}
