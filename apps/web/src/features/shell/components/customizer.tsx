import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';
import { useLayoutConfig } from '../hooks/use-layout-config';

/** Spec §9: the customizer is between 180 and 280 px wide. */
export const CUSTOMIZER_MIN_WIDTH = 180;
export const CUSTOMIZER_MAX_WIDTH = 280;
// The panel (its tabs and views) is downloaded when first opened: most visits never open it (issue 9 §3).
const CustomizerPanel = lazy(() =>
  import('./customizer-panel').then((m) => ({ default: m.CustomizerPanel })),
);
const CUSTOMIZER_WIDTH = `clamp(${CUSTOMIZER_MIN_WIDTH}px, 85vw, ${CUSTOMIZER_MAX_WIDTH}px)`;

/**
 * The layout customizer (spec §2.3, §4): a panel at the screen edge, opened and closed by its handle, with an
 * Options view (every setting of the layout configuration) and a read-only JSON view of the configuration.
 */
export function Customizer() {
  const { t } = useTranslation('shell');
  const { config } = useLayoutConfig();
  const [open, setOpen] = useState(false);
  // The panel's controls are only built once it has been opened: most visits never open it.
  const [built, setBuilt] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const rtl = config.dir === 'rtl';

  return (
    <Box
      component="aside"
      aria-labelledby={titleId}
      sx={{
        position: 'fixed',
        top: 0,
        bottom: 0,
        insetInlineEnd: 0,
        width: CUSTOMIZER_WIDTH,
        // Under modal drawers (the mobile sidebar, notifications), over the page and the docked sidebar.
        zIndex: (theme) => theme.zIndex.drawer - 1,
        transform: open ? 'none' : rtl ? 'translateX(-100%)' : 'translateX(100%)',
        transition: 'transform 225ms ease',
        pointerEvents: 'none',
      }}
    >
      <Hint title={open ? t('customizer.close') : t('customizer.open')} placement={rtl ? 'right' : 'left'}>
        <IconButton
          onClick={() => {
            setBuilt(true);
            setOpen((value) => !value);
          }}
          aria-label={open ? t('customizer.close') : t('customizer.open')}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{
            pointerEvents: 'auto',
            position: 'absolute',
            top: '50%',
            insetInlineEnd: '100%',
            transform: 'translateY(-50%)',
            width: 44,
            height: 44,
            borderRadius: rtl ? '0 10px 10px 0' : '10px 0 0 10px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 3,
            '&:hover': { bgcolor: 'primary.dark' },
            '& svg': { transition: 'transform 300ms ease' },
            '&:hover svg, &.Mui-focusVisible svg': { transform: 'rotate(90deg)' },
            '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
          }}
        >
          <SettingsIcon />
        </IconButton>
      </Hint>
      <Paper
        id={panelId}
        elevation={8}
        square
        sx={{
          pointerEvents: 'auto',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          visibility: open ? 'visible' : 'hidden',
          transition: open ? 'none' : 'visibility 0s linear 225ms',
        }}
      >
        {built && (
          <Suspense fallback={<LinearProgress aria-label={t('customizer.title')} />}>
            <CustomizerPanel titleId={titleId} onClose={() => setOpen(false)} />
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}
