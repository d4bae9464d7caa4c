import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEVERITIES: readonly AlertColor[] = ['success', 'info', 'warning', 'error'];

/** Snackbars in each severity, closing by themselves after four seconds or with their close button. */
export function SnackbarExample() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ severity: AlertColor; key: number } | null>(null);
  const close = () => setShown(null);
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SEVERITIES.map((severity) => (
          <Button
            key={severity}
            variant="outlined"
            color={severity}
            onClick={() => setShown({ severity, key: Date.now() })}
          >
            {t(`examples.snackbar.${severity}`)}
          </Button>
        ))}
      </Stack>
      <Snackbar key={shown?.key} open={shown != null} autoHideDuration={4000} onClose={close}>
        <Alert severity={shown?.severity ?? 'info'} variant="filled" onClose={close}>
          {shown ? t(`examples.snackbar.message.${shown.severity}`) : ''}
        </Alert>
      </Snackbar>
    </>
  );
}
