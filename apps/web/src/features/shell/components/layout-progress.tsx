import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar over the content while a lazy route module or a route loader is loading (spec §2.2). */
export function LayoutProgress() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  return (
    <Box sx={{ position: 'relative', height: 0, zIndex: 3 }}>
      {navigation.state !== 'idle' && (
        <LinearProgress
          aria-label={t('layout.loadingPage')}
          sx={{ position: 'absolute', insetInline: 0, top: 0, height: 3 }}
        />
      )}
    </Box>
  );
}
