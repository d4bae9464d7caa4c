import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useState, type ReactNode } from 'react';

type Notice = { message: ReactNode; severity: 'success' | 'error'; action?: ReactNode };

/** One snackbar for a page's outcomes (saved, deleted, export failed): `show` replaces what is on screen. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const close = () => setNotice(null);
  return {
    show: (message: ReactNode, severity: Notice['severity'] = 'success', action?: ReactNode) =>
      setNotice({ message, severity, action }),
    close,
    element: (
      <Snackbar
        open={notice != null}
        autoHideDuration={notice?.action ? 8000 : 5000}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} onClose={close} variant="filled" action={notice.action}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    ),
  };
}
