import { INVOICE_STATUSES, type InvoiceSummary } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { exportInvoices, useInvoiceProperties, useInvoices, type InvoiceScope } from '../api/invoices';
import { INVOICE_LIST, invoiceQuery } from '../utils/list-spec';
import { useInvoiceColumns } from './invoice-columns';
import { InvoiceDialog, type InvoiceActionsSlot } from './invoice-dialog';

/**
 * /invoice/invoice-list: the property's invoices (a property user), or Manage Invoice, every property of the
 * organisation (an organisation user): status tabs with their counts, dates and search in the address, the Excel
 * export of the same filter; a row opens the invoice with the actions its state allows.
 */
export function InvoiceListPage({ moreActions }: { moreActions?: InvoiceActionsSlot }) {
  const { t } = useTranslation('invoices');
  const propertyId = getPropertyId();
  const organisationId = getOrganisationId();
  const scope: InvoiceScope | null =
    propertyId != null ? { propertyId } : organisationId != null ? { organisationId } : null;
  const canWrite = useCan('invoice.write');
  const list = useListState(INVOICE_LIST);
  const filter = invoiceQuery(list.state);
  const query = useInvoices(
    scope ?? { propertyId: 0 },
    { ...filter, page: list.state.page, size: list.state.size },
    scope != null,
  );
  const columns = useInvoiceColumns(propertyId == null);
  // Manage Invoice (an organisation user): every property, or the one picked (?property= in the address).
  const properties = useInvoiceProperties(propertyId == null ? organisationId : null);
  const [open, setOpen] = useState<number | null>(null);

  if (scope == null) return <Alert severity="info">{t('list.noScope')}</Alert>;
  const counts = query.data?.statusCounts;
  const all = counts ? Object.values(counts).reduce((s, n) => s + n, 0) : null;
  const withCount = (label: string, n: number | null | undefined) => (n == null ? label : `${label} (${n})`);

  return (
    <ResourceListPage<InvoiceSummary, keyof typeof INVOICE_LIST.filters, (typeof INVOICE_LIST.sorts)[number]>
      title={propertyId == null ? t('list.headingOrganisation') : t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportInvoices(scope, filter, onProgress)}
      actions={
        canWrite && propertyId != null ? (
          <Button
            component={RouterLink}
            to="/invoice/invoice-create"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('list.newInvoice')}
          </Button>
        ) : null
      }
      notice={!canWrite && <Alert severity="info">{t('readOnly')}</Alert>}
      list={list}
      tabs={{
        filter: 'status',
        label: t('list.statusTab'),
        options: [
          { value: '', label: withCount(t('list.all'), all) },
          ...INVOICE_STATUSES.map((s) => ({ value: s, label: withCount(t(`statuses.${s}`), counts?.[s]) })),
        ],
      }}
      filtersLabel={t('list.search')}
      filters={
        <>
          {propertyId == null ? (
            <SelectFilter
              list={list}
              filter="property"
              label={t('list.property')}
              anyLabel={t('list.allProperties')}
              minWidth={220}
              options={(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            />
          ) : null}
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            invertedText={t('list.rangeInverted')}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        </>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowClick={(row) => setOpen(row.id)}
    >
      <InvoiceDialog
        invoiceId={open}
        onClose={() => setOpen(null)}
        onOpen={setOpen}
        moreActions={moreActions}
      />
    </ResourceListPage>
  );
}
