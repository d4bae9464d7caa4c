import { useTranslation } from 'react-i18next';

import { ActiveChip as Chip } from '../../../components/resource-list';

/** Active / Inactive, as the product list's status shows it. */
export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation('products');
  return <Chip active={active} label={active ? t('list.active') : t('list.inactive')} />;
}
