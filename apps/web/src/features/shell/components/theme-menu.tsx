import PaletteIcon from '@mui/icons-material/Palette';
import { useTranslation } from 'react-i18next';

import { useLayoutConfig } from '../hooks/use-layout-config';
import { MAT_THEMES } from '../stores/layout-config';
import { ChoiceMenu } from './choice-menu';

/** The top header's colour scheme menu: egret-navy or egret-navy-dark. */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  return (
    <ChoiceMenu
      label={t('theme.label')}
      icon={<PaletteIcon />}
      choices={MAT_THEMES}
      selected={config.matTheme}
      labelOf={(theme) => t(`theme.${theme}`)}
      onChoose={(theme) => dispatch({ type: 'set', patch: { matTheme: theme } })}
    />
  );
}
