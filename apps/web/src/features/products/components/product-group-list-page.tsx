import type { ProductGroup } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
  NewButton,
  activeColumn,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { exportProducts, useOutletChoices, useProductGroups } from '../api/products';
import { GROUP_LIST, groupQuery } from '../utils/product-lists';
import { ProductGroupDialog } from './product-group-dialog';

/**
 * /product/product-group-list (issue 12): the sections of the outlets' menus and the kitchen station of each, paged,
 * sorted and filtered on the server (Active tabs, outlet, search; all in the address), with Excel export.
 */
export function ProductGroupListPage({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation('products');
  const canWrite = useCan('product.write');
  const [editing, setEditing] = useState<ProductGroup | 'new' | null>(null);
  const outlets = useOutletChoices(propertyId);
  const list = useListState(GROUP_LIST);
  const filter = groupQuery(list.state);
  const query = useProductGroups(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const yes = (v: boolean) => (v ? t('list.yes') : t('list.no'));
  const columns: ListColumn<ProductGroup>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180, card: 'title' },
    { field: 'code', headerName: t('fields.code'), width: 120 },
    { field: 'businessServiceName', headerName: t('fields.outlet'), width: 170, sortable: false },
    { field: 'category', headerName: t('fields.category'), width: 130 },
    { field: 'printerName', headerName: t('fields.printerName'), width: 160, sortable: false },
    {
      field: 'taxable',
      headerName: t('fields.taxable'),
      width: 100,
      sortable: false,
      valueFormatter: (v: boolean) => yes(v),
    },
    {
      field: 'productCount',
      headerName: t('fields.productCount'),
      width: 110,
      align: 'right',
      sortable: false,
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    activeColumn(t('fields.active'), (active) => t(active ? 'list.active' : 'list.inactive')),
  ];

  return (
    <ResourceListPage
      title={t('groups.heading')}
      intro={t('groups.intro')}
      actions={
        <NewButton hidden={!canWrite} icon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('groups.new')}
        </NewButton>
      }
      exportFile={(onProgress) => exportProducts(propertyId, 'groups', filter, onProgress)}
      list={list}
      tabs={{
        filter: 'active',
        label: t('list.statusTabs'),
        options: [
          { value: '', label: t('list.all') },
          { value: 'true', label: t('list.active') },
          { value: 'false', label: t('list.inactive') },
        ],
      }}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="outlet"
            label={t('fields.outlet')}
            anyLabel={t('list.anyOutlet')}
            minWidth={200}
            options={(outlets.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('groups.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('groups.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('groups.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('groups.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      <ProductGroupDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        group={editing === 'new' ? null : editing}
      />
    </ResourceListPage>
  );
}
