import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import type { ImageUpload } from './use-image-uploads';

/** The texts of the upload status, in the calling feature's words and namespace. */
export type UploadStatusLabels = {
  progress: (done: number, total: number) => string;
  progressLabel: string;
  state: (state: ImageUpload['state']) => string;
  atLimit: string;
  upgrade: string;
};

const UPGRADE_PATH = '/master-service/Upgrade-Plan';

/**
 * What an image upload reports: the plan's count reached (with the way to a bigger plan), the server's refusal as
 * it came, and the batch in progress file by file (announced politely).
 */
export function UploadStatus({
  uploads,
  atLimit,
  limitMessage,
  onCloseLimit,
  labels,
}: {
  uploads: ImageUpload[];
  /** Show the "at the limit" note (the caller may upload and the count is reached). */
  atLimit: boolean;
  limitMessage: string | null;
  onCloseLimit: () => void;
  labels: UploadStatusLabels;
}) {
  const upgrade = (
    <Button component={RouterLink} to={UPGRADE_PATH} color="inherit" size="small">
      {labels.upgrade}
    </Button>
  );
  const finished = uploads.filter((u) => u.state === 'done' || u.state === 'failed').length;
  return (
    <>
      {atLimit && !limitMessage && (
        <Alert severity="info" sx={{ mb: 2 }} action={upgrade}>
          {labels.atLimit}
        </Alert>
      )}
      {limitMessage && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={onCloseLimit} action={upgrade}>
          {limitMessage}
        </Alert>
      )}
      {uploads.length > 0 && (
        <Box sx={{ mb: 2 }} role="status" aria-live="polite">
          <Typography variant="body2">
            {labels.progress(uploads.filter((u) => u.state === 'done').length, uploads.length)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(finished / uploads.length) * 100}
            sx={{ my: 1 }}
            aria-label={labels.progressLabel}
          />
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {uploads.map((u, i) => (
              <li key={`${u.name}-${i}`}>
                <Typography
                  variant="caption"
                  sx={{ color: u.state === 'failed' ? 'error.main' : 'text.secondary' }}
                >
                  {u.name}: {labels.state(u.state)}
                  {u.message ? ` — ${u.message}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
