import { frFR as gridFr } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

/** The DataGrid's own texts (pagination, column menu, "rows per page") in the interface language. */
export function useGridLocaleText() {
  const { i18n } = useTranslation();
  return i18n.language === 'fr' ? gridFr.components.MuiDataGrid.defaultProps.localeText : {};
}
