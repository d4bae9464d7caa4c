import CheckIcon from '@mui/icons-material/Check';
import PaletteIcon from '@mui/icons-material/Palette';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLayoutConfig } from '../hooks/use-layout-config';
import { MAT_THEMES } from '../stores/layout-config';

/** The top header's colour scheme menu: egret-navy or egret-navy-dark. */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('theme.label')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('theme.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {MAT_THEMES.map((theme) => (
          <MenuItem
            key={theme}
            role="menuitemradio"
            aria-checked={theme === config.matTheme}
            onClick={() => {
              setAnchor(null);
              dispatch({ type: 'set', patch: { matTheme: theme } });
            }}
          >
            <ListItemIcon>{theme === config.matTheme && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`theme.${theme}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
