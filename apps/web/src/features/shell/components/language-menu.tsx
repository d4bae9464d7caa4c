import TranslateIcon from '@mui/icons-material/Translate';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n';
import { useLanguage } from '../hooks/use-language';
import { ChoiceMenu } from './choice-menu';

/** The side header's language menu (spec §2.3): English or Français. */
export function LanguageMenu() {
  const { t } = useTranslation('shell');
  const { language, changeLanguage } = useLanguage();
  return (
    <ChoiceMenu
      label={t('language.label')}
      icon={<TranslateIcon />}
      choices={SUPPORTED_LANGUAGES}
      selected={language}
      labelOf={(code) => t(`language.${code}`)}
      langOf={(code) => code}
      onChoose={changeLanguage}
    />
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
