import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The error of a failed save and the Back / Save-and-continue buttons under a wizard step. */
export function StepActions({
  formError,
  submitting,
  onBack,
  submitLabel,
}: {
  formError: string | null;
  submitting: boolean;
  onBack?: () => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('setup');
  return (
    <>
      {formError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {formError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3, flexWrap: 'wrap' }}>
        {onBack ? (
          <Button onClick={onBack} disabled={submitting}>
            {t('wizard.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel ?? t('wizard.saveContinue')}
        </Button>
      </Box>
    </>
  );
}
