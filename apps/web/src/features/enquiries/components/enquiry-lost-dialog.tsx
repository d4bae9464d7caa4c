import { enquiryStatusSchema, type Enquiry } from '@bookone/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSetEnquiryStatus } from '../api/enquiries';

/** Marks an enquiry LOST: the reason is required, kept on the enquiry and in its history. */
export function EnquiryLostDialog({
  enquiry,
  onClose,
  onSaved,
}: {
  enquiry: Enquiry;
  onClose: () => void;
  onSaved?: (e: Enquiry) => void;
}) {
  const { t } = useTranslation('enquiries');
  const setStatus = useSetEnquiryStatus();
  const { form, dialogProps } = useKitForm({
    schema: enquiryStatusSchema,
    fields: ['lostReason', 'status'],
    defaultValues: { status: 'LOST', lostReason: '' },
    onSave: async (change) => {
      // Awaited first: an optional call skips its arguments when there is no callback.
      const saved = await setStatus.mutateAsync({ id: enquiry.id, change });
      onSaved?.(saved);
      onClose();
    },
  });
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="sm"
      title={t('lost.title', { number: enquiry.enquiryNumber })}
      submitLabel={t('lost.submit')}
      submitColor="error"
    >
      <Typography sx={{ mb: 2 }}>{t('lost.intro')}</Typography>
      <FormTextField
        control={form.control}
        name="lostReason"
        required
        multiline
        minRows={2}
        label={t('fields.lostReason')}
        hint={t('lost.hint')}
      />
    </FormDialog>
  );
}
