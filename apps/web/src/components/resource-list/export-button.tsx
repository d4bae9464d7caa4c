import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Export to Excel": runs the download and shows its progress under the button while it lasts. */
export function ExportButton({
  run,
  onError,
}: {
  run: (onProgress: (fraction: number | null) => void) => Promise<void>;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const busy = progress !== undefined;

  const start = async () => {
    setProgress(null);
    try {
      await run(setProgress);
    } catch (error) {
      onError(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <Box sx={{ minWidth: 170 }}>
      <Button
        startIcon={<FileDownloadIcon />}
        onClick={() => void start()}
        disabled={busy}
        variant="outlined"
      >
        {busy ? t('resourceList.exporting') : t('resourceList.export')}
      </Button>
      {busy && (
        <LinearProgress
          aria-label={t('resourceList.exporting')}
          variant={progress == null ? 'indeterminate' : 'determinate'}
          value={progress == null ? undefined : Math.round(progress * 100)}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
