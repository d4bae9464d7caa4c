import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active / Inactive, as both product lists show it. */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? t('list.active') : t('list.inactive')}
    />
  );
}
