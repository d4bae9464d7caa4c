import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLayoutConfig } from '../hooks/use-layout-config';
import { JsonView, OptionsView } from './customizer-views';
import { scrollAreaSx } from './scrollbar';

type CustomizerPanelProps = {
  /** The id of the panel's title, which names the customizer's landmark. */
  titleId: string;
  onClose: () => void;
};

/**
 * The customizer's content: its title, the Options and JSON tabs and their views. One chunk with the views, loaded
 * on the first opening, so that the tabs stay out of every signed-in page's first load (issue 9 §3).
 */
export function CustomizerPanel({ titleId, onClose }: CustomizerPanelProps) {
  const { t } = useTranslation('shell');
  const { config } = useLayoutConfig();
  const [tab, setTab] = useState<'options' | 'json'>('options');
  const tabsId = useId();

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 17, flexGrow: 1 }}>
          {t('customizer.title')}
        </Typography>
        <IconButton size="small" onClick={onClose} aria-label={t('customizer.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: 'options' | 'json') => setTab(value)}
        variant="fullWidth"
        aria-label={t('customizer.views')}
        sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
      >
        <Tab
          value="options"
          label={t('customizer.options')}
          id={`${tabsId}-options`}
          aria-controls={`${tabsId}-options-panel`}
          sx={{ minHeight: 40 }}
        />
        <Tab
          value="json"
          label={t('customizer.json')}
          id={`${tabsId}-json`}
          aria-controls={`${tabsId}-json-panel`}
          sx={{ minHeight: 40 }}
        />
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-${tab}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        sx={[{ flex: 1, minHeight: 0, p: 2 }, scrollAreaSx(config.perfectScrollbar)]}
      >
        {tab === 'options' ? <OptionsView /> : <JsonView />}
      </Box>
    </>
  );
}
