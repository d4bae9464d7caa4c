import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR as pickersFr } from '@mui/x-date-pickers/locales';
import { enGB, fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers in the interface language: the day and month names and the date order from date-fns' locale, and
 * the pickers' own texts ("Choose date", toolbar, calendar buttons) from MUI X's French pack in French. Wrap any
 * page or dialog that uses @mui/x-date-pickers in it (the list kit's grids get theirs from useGridLocaleText).
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const french = i18n.language === 'fr';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={french ? fr : enGB}
      localeText={french ? pickersFr.components.MuiLocalizationProvider.defaultProps.localeText : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
