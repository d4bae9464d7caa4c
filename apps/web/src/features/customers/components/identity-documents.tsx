import {
  customerDocumentInputSchema,
  ID_DOCUMENT_TYPES,
  type CustomerDocument,
  type CustomerDocumentInput,
  type IdDocumentType,
} from '@bookone/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { applyServerFieldErrors, domainResolver, errorMessage } from '../../../lib/form-errors';
import { FileUploadButton } from '../../../components/files/file-upload-button';
import {
  downloadDocumentFile,
  useCreateDocument,
  useCustomerDocuments,
  useDeleteDocument,
  useUploadDocumentFile,
  type DocumentSide,
} from '../api/customers';

type Notify = (message: string, severity?: 'success' | 'error') => void;

const typeKey = (type: string) =>
  (ID_DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as IdDocumentType) : 'OTHER';

/** One side (front or back) of a document: its download link when there is a file, and an upload button. */
function SideCell({
  document,
  side,
  canWrite,
  notify,
}: {
  document: CustomerDocument;
  side: DocumentSide;
  canWrite: boolean;
  notify: Notify;
}) {
  const { t } = useTranslation('customers');
  const upload = useUploadDocumentFile(document.customerId);
  const [progress, setProgress] = useState<number | null>(null);
  const name = side === 'front' ? document.frontName : document.backName;
  const sideLabel = side === 'front' ? t('documents.front') : t('documents.back');

  const onFile = (file: File) => {
    setProgress(0);
    upload.mutate(
      { documentId: document.id, side, file, onProgress: setProgress },
      {
        onSuccess: () => notify(t('documents.uploaded')),
        onError: (error) => notify(error.message, 'error'),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {name ? (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            void downloadDocumentFile(document, side).catch((e) => notify(errorMessage(e), 'error'))
          }
        >
          {t('documents.download', { side: sideLabel, name })}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('documents.missing')}
        </Typography>
      )}
      {canWrite && (
        <FileUploadButton
          label={`${
            name
              ? side === 'front'
                ? t('documents.replaceFront')
                : t('documents.replaceBack')
              : side === 'front'
                ? t('documents.uploadFront')
                : t('documents.uploadBack')
          } · ${document.number}`}
          onFile={onFile}
          progress={progress}
          hint={t('documents.rules')}
        />
      )}
    </Stack>
  );
}

type FormValues = z.input<typeof customerDocumentInputSchema>;

/** The customer's identity documents: type and number, then front and back scans (image or PDF ≤ 5 MB). */
export function IdentityDocuments({
  customerId,
  canWrite,
  notify,
}: {
  customerId: number;
  canWrite: boolean;
  notify: Notify;
}) {
  const { t } = useTranslation('customers');
  const confirm = useConfirm();
  const documents = useCustomerDocuments(customerId);
  const create = useCreateDocument(customerId);
  const remove = useDeleteDocument(customerId);
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, CustomerDocumentInput>({
    resolver: domainResolver(customerDocumentInputSchema),
    defaultValues: { type: 'Passport', number: '' },
  });

  const onAdd = async (input: CustomerDocumentInput) => {
    try {
      await create.mutateAsync(input);
      reset({ type: input.type, number: '' });
      notify(t('documents.added'));
    } catch (error) {
      if (applyServerFieldErrors(error, setError) === 0) notify(errorMessage(error), 'error');
    }
  };

  const onDelete = async (document: CustomerDocument) => {
    const type = t(`documentTypes.${typeKey(document.type)}`);
    const ok = await confirm({
      title: t('documents.deleteTitle'),
      message: t('documents.deleteMessage', { type, number: document.number }),
      okText: t('common.delete'),
    });
    if (!ok) return;
    remove.mutate(document.id, {
      onSuccess: () => notify(t('documents.deleted')),
      onError: (error) => notify(error.message, 'error'),
    });
  };

  const items = documents.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="identity-documents">
      <CardHeader
        id="identity-documents"
        title={t('documents.heading')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {documents.isPending ? '…' : t('documents.empty')}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="identity-documents" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('documents.type')}</TableCell>
                <TableCell>{t('documents.number')}</TableCell>
                <TableCell>{t('documents.front')}</TableCell>
                <TableCell>{t('documents.back')}</TableCell>
                {canWrite && <TableCell align="right">{t('documents.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{t(`documentTypes.${typeKey(d.type)}`)}</TableCell>
                  <TableCell component="th" scope="row">
                    {d.number}
                  </TableCell>
                  <TableCell>
                    <SideCell document={d} side="front" canWrite={canWrite} notify={notify} />
                  </TableCell>
                  <TableCell>
                    <SideCell document={d} side="back" canWrite={canWrite} notify={notify} />
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <IconButton
                        aria-label={t('documents.deleteLabel', { number: d.number })}
                        onClick={() => void onDelete(d)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {canWrite && (
          <Stack
            component="form"
            noValidate
            onSubmit={(event) => void handleSubmit(onAdd)(event)}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <FormTextField
              control={control}
              name="type"
              label={t('documents.type')}
              options={ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`documentTypes.${type}`) }))}
              sx={{ maxWidth: { sm: 260 } }}
            />
            <FormTextField
              control={control}
              name="number"
              label={t('documents.number')}
              required
              sx={{ maxWidth: { sm: 260 } }}
            />
            <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }} disabled={create.isPending}>
              {t('documents.add')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
