import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import { useLoaderDialog } from '../../../components/dialogs/loader-dialog';

/** `useConfirm()`: the default texts, then custom ones; shows what the promise resolved to. */
export function ConfirmDialogExample() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<boolean | null>(null);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => void confirm().then(setAnswer)}>
        {t('examples.confirm.default')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() =>
          void confirm({
            title: t('examples.confirm.customTitle'),
            message: t('examples.confirm.customMessage'),
            okText: t('examples.confirm.customOk'),
          }).then(setAnswer)
        }
      >
        {t('examples.confirm.custom')}
      </Button>
      <Typography role="status" color="text.secondary">
        {answer == null
          ? t('examples.confirm.noAnswer')
          : t('examples.confirm.answer', { answer: String(answer) })}
      </Typography>
    </Stack>
  );
}

/** Spec §4: the loader dialog cannot be dismissed by the user; here the app closes it after two seconds. */
export const LOADER_EXAMPLE_MS = 2000;

export function LoaderDialogExample() {
  const { t } = useTranslation();
  const loader = useLoaderDialog();
  const show = () => {
    loader.open();
    setTimeout(loader.close, LOADER_EXAMPLE_MS);
  };
  return (
    <Button variant="outlined" onClick={show}>
      {t('examples.loader.open')}
    </Button>
  );
}
