import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { documentFileProblem } from '../../lib/files';

/**
 * A button that picks an image or a PDF of at most 5 MB: a wrong type or size is refused here, before anything is
 * sent, with the reason under the button. `progress` (0..1) shows an upload under way.
 */
export function FileUploadButton({
  label,
  onFile,
  progress,
  disabled,
  hint,
}: {
  label: string;
  onFile: (file: File) => void;
  progress?: number | null;
  disabled?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('payments');
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress != null;

  return (
    <Box>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*,application/pdf"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const issue = documentFileProblem(file);
          if (issue) {
            setProblem(issue === 'type' ? t('validation.fileType') : t('validation.fileSize'));
            return;
          }
          setProblem(null);
          onFile(file);
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
        aria-describedby={messageId}
      >
        {label}
      </Button>
      <Typography
        id={messageId}
        variant="caption"
        component="p"
        color={problem ? 'error' : 'text.secondary'}
        role={problem ? 'alert' : undefined}
      >
        {problem ?? hint ?? t('expenses.receiptRules')}
      </Typography>
      {uploading && (
        <LinearProgress
          variant="determinate"
          value={Math.round((progress ?? 0) * 100)}
          aria-label={label}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}
