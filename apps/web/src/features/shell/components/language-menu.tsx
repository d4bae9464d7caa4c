import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n';
import { useLanguage } from '../hooks/use-language';

/** The side header's language menu (spec §2.3): English or Français. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('language.label')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <MenuItem
            key={code}
            role="menuitemradio"
            aria-checked={code === language}
            lang={code}
            onClick={() => {
              setAnchor(null);
              changeLanguage(code);
            }}
          >
            <ListItemIcon>{code === language && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`language.${code}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The top header's language select (spec §2.3, desktop only). */
export function LanguageSelect() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  const id = useId();
  return (
    <NativeSelect
      value={language}
      onChange={(event) => changeLanguage(event.target.value as Language)}
      disableUnderline
      inputProps={{ id, 'aria-label': t('language.label') }}
      sx={{
        color: 'inherit',
        fontSize: 14,
        fontWeight: 600,
        px: 1,
        borderRadius: 2,
        border: '1px solid currentColor',
        borderColor: 'rgba(127,127,127,0.45)',
        '& .MuiNativeSelect-icon': { color: 'inherit' },
        '& option': { color: '#1f2937' },
      }}
    >
      {SUPPORTED_LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`language.${code}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
