import type { Product } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  type ListColumn,
  statusTabs,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getSessionProperty } from '../../../lib/session';
import { exportProducts, useGroupChoices, useProducts } from '../api/products';
import { formatMoney } from '../utils/money';
import { PRODUCT_LIST, PRODUCT_TABS, productQuery } from '../utils/product-lists';
import { ActiveChip } from './active-chip';
import { MenuImportDialog } from './menu-import-dialog';
import { ProductDialog } from './product-dialog';

/**
 * /product/list (issue 12): the outlets' products with their prices, variations, stock and modifiers, paged,
 * sorted and filtered on the server (tabs: all, on sale, sold out, inactive; group, stock kept, search; all in the
 * address), with Excel export, the product dialog and the CSV menu import.
 */
export function ProductListPage({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation('products');
  const currency = getSessionProperty()?.localCurrency ?? null;
  const canWrite = useCan('product.write');
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const groups = useGroupChoices(propertyId);
  const list = useListState(PRODUCT_LIST);
  const filter = productQuery(list.state);
  const query = useProducts(propertyId, { ...filter, page: list.state.page, size: list.state.size });
  const money = (v: number | null) => (v == null ? '' : formatMoney(v, currency, i18n.language));
  const columns: ListColumn<Product>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 180, card: 'title' },
    { field: 'code', headerName: t('fields.code'), width: 130 },
    { field: 'productGroupName', headerName: t('fields.group'), width: 140, sortable: false },
    {
      field: 'sellPrice',
      headerName: t('fields.sellPrice'),
      width: 110,
      align: 'right',
      valueFormatter: (v: number) => money(v),
    },
    {
      field: 'variations',
      headerName: t('fields.variations'),
      flex: 1,
      minWidth: 200,
      sortable: false,
      valueFormatter: (v: Product['variations']) => v.map((x) => `${x.name} ${money(x.price)}`).join(', '),
    },
    {
      field: 'unitsInStock',
      headerName: t('fields.unitsInStock'),
      width: 110,
      align: 'right',
      valueFormatter: (v: number, row) =>
        row.maintainStock ? new Intl.NumberFormat(i18n.language).format(v) : t('list.notCounted'),
    },
    {
      field: 'active',
      headerName: t('fields.status'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
          <ActiveChip active={row.active} />
          {row.outOfStock && <Chip size="small" color="warning" label={t('list.outOfStock')} />}
        </Stack>
      ),
    },
  ];

  return (
    <ResourceListPage
      title={t('products.heading')}
      intro={t('products.intro')}
      actions={
        canWrite && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('products.new')}
            </Button>
          </Stack>
        )
      }
      exportFile={(onProgress) => exportProducts(propertyId, 'products', filter, onProgress)}
      list={list}
      tabs={statusTabs('status', {
        label: t('list.statusTabs'),
        all: t('list.all'),
        values: PRODUCT_TABS,
        labelOf: (s) => t(`list.tab.${s}`),
      })}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="group"
            label={t('fields.group')}
            anyLabel={t('list.anyGroup')}
            minWidth={180}
            options={(groups.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <SelectFilter
            list={list}
            filter="stock"
            label={t('fields.maintainStock')}
            anyLabel={t('list.anyStock')}
            minWidth={160}
            options={[
              { value: 'true', label: t('list.stockKept') },
              { value: 'false', label: t('list.stockNotKept') },
            ]}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('products.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('products.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('products.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('products.gridLabel')}
      onRowClick={canWrite ? (row) => setEditing(row) : undefined}
    >
      <ProductDialog
        open={editing != null}
        onClose={() => setEditing(null)}
        propertyId={propertyId}
        product={editing === 'new' ? null : editing}
      />
      <MenuImportDialog open={importing} onClose={() => setImporting(false)} propertyId={propertyId} />
    </ResourceListPage>
  );
}
