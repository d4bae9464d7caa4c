import LogoutIcon from '@mui/icons-material/Logout';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';

/** Spec §4: sign-out clears all of session storage and goes to the sign-in page. */
export function SignOutButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    clearSession();
    await navigate(paths.sessions.signin.getHref());
    // After leaving the guarded area, so that no mounted query refetches without a token.
    queryClient.clear();
  };

  return (
    <Button color="inherit" startIcon={<LogoutIcon />} {...props} onClick={() => void signOut()}>
      {t('auth.signOut')}
    </Button>
  );
}
