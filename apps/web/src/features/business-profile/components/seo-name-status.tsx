import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSeoNameCheck } from '../api/check-seo-name';

export const SEO_CHECK_DELAY = 400;

/**
 * Says, as the user types (debounced), whether the public address is free: the server checks it against every
 * other business. A taken name comes with a free suggestion to apply.
 */
export function SeoNameStatus({
  name,
  current,
  propertyId,
  onUseSuggestion,
}: {
  name: string;
  current: string | null;
  propertyId: number;
  onUseSuggestion: (suggestion: string) => void;
}) {
  const { t } = useTranslation('setup');
  const debounced = useDebouncedValue(name.trim(), SEO_CHECK_DELAY);
  const changed = debounced !== '' && debounced !== (current ?? '');
  const check = useSeoNameCheck(debounced, propertyId, changed);
  if (!changed) return null;
  if (check.isFetching && !check.data)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={14} aria-hidden />
        <Typography variant="caption">{t('profile.seo.checking')}</Typography>
      </Box>
    );
  const result = check.data;
  if (!result || result.name !== debounced) return null;
  const ok = result.valid && result.available;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {ok ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <ErrorIcon color="error" fontSize="small" aria-hidden />
      )}
      <Typography variant="caption" sx={{ color: ok ? 'success.main' : 'error.main' }}>
        {ok
          ? t('profile.seo.available', { name: result.name })
          : result.valid
            ? t('profile.seo.taken', { name: result.name })
            : (result.message ?? t('profile.seo.invalid'))}
      </Typography>
      {!ok && result.suggestion && (
        <Button size="small" onClick={() => onUseSuggestion(result.suggestion!)}>
          {t('profile.seo.useSuggestion', { suggestion: result.suggestion })}
        </Button>
      )}
    </Box>
  );
}
