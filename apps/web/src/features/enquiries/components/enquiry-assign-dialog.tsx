import { enquiryAssignSchema, type Enquiry } from '@bookone/domain';
import { useTranslation } from 'react-i18next';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAssignEnquiry, useEnquiryAssignees } from '../api/enquiries';

const readId = (v: string): unknown => (v === '' ? null : Number(v));

/**
 * Gives an enquiry to someone who works enquiries: the organisation's staff for any enquiry, a property's staff for
 * their property's only (the server refuses the others too).
 */
export function EnquiryAssignDialog({
  enquiry,
  onClose,
  onSaved,
}: {
  enquiry: Enquiry;
  onClose: () => void;
  onSaved?: (e: Enquiry) => void;
}) {
  const { t } = useTranslation('enquiries');
  const assignees = useEnquiryAssignees(enquiry.organisationId);
  const assign = useAssignEnquiry();
  const { form, dialogProps } = useKitForm({
    schema: enquiryAssignSchema,
    fields: ['assigneeUserId'],
    defaultValues: { assigneeUserId: enquiry.assigneeUserId },
    onSave: async ({ assigneeUserId }) => {
      // Awaited first: an optional call skips its arguments when there is no callback.
      const saved = await assign.mutateAsync({ id: enquiry.id, assigneeUserId });
      onSaved?.(saved);
      onClose();
    },
  });
  const fits = (assignees.data ?? []).filter(
    (a) => a.propertyId == null || a.propertyId === enquiry.propertyId,
  );
  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      maxWidth="xs"
      title={t('assign.title', { number: enquiry.enquiryNumber })}
      submitLabel={t('assign.submit')}
    >
      <FormTextField
        control={form.control}
        name="assigneeUserId"
        reads={readId}
        label={t('fields.assignee')}
        sx={{ mt: 1 }}
        options={[
          { value: '', label: t('form.nobody') },
          ...fits.map((a) => ({ value: String(a.id), label: a.name })),
        ]}
      />
    </FormDialog>
  );
}
