import { useTranslation } from 'react-i18next';

import { SelectFilter, type ListController } from '../../../components/resource-list';

/** The Active / Inactive / any filter the three catalogue tabs share (its `active` address filter). */
export function ActiveFilter<S extends string>({
  list,
}: {
  list: ListController<'active' | (string & {}), S>;
}) {
  const { t } = useTranslation('services');
  return (
    <SelectFilter
      list={list}
      filter="active"
      label={t('fields.active')}
      anyLabel={t('list.anyActive')}
      options={[
        { value: 'true', label: t('list.active') },
        { value: 'false', label: t('list.inactive') },
      ]}
    />
  );
}
