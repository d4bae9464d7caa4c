import { formatCurrency, type Company } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RecordTable } from '../../../components/record-table';
import { ExportButton, useNotice } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { exportCharges, useCompanyCharges } from '../api/companies';
import { formatAmount } from '../utils/format';

const PAGE_SIZES = [10, 25, 50];

/** The open charges: bookings billed to the company with a balance owed, oldest first, paged on the server. */
export function CompanyCharges({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('companies');
  const notice = useNotice();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const query = useCompanyCharges(company.id, { page, size });
  const day = (d: string) => formatDay(d, i18n.language);
  const rows = query.data?.items ?? [];

  return (
    <Card component="section" aria-labelledby="company-charges-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 1, alignItems: { sm: 'center' } }}
        >
          <Typography id="company-charges-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('charges.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('charges.total', { amount: formatAmount(query.data?.totalBalance ?? 0, i18n.language) })}
          </Typography>
          <ExportButton
            run={(onProgress) => exportCharges(company.id, {}, onProgress)}
            onError={(message) => notice.show(message, 'error')}
          />
        </Stack>
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : rows.length === 0 && !query.isFetching ? (
          <Typography color="text.secondary">{t('charges.none')}</Typography>
        ) : (
          <>
            <RecordTable
              label={t('charges.title')}
              headers={[
                t('charges.date'),
                t('charges.due'),
                t('charges.reference'),
                t('charges.property'),
                t('charges.guest'),
                t('charges.amount'),
                t('charges.paid'),
                t('charges.balance'),
              ]}
            >
              {rows.map((c) => (
                <TableRow key={`${c.kind}-${c.id}`}>
                  <TableCell>{day(c.date)}</TableCell>
                  <TableCell>{day(c.dueDate)}</TableCell>
                  <TableCell>{c.reference}</TableCell>
                  <TableCell>{c.propertyName}</TableCell>
                  <TableCell>{c.guestName}</TableCell>
                  <TableCell>{formatCurrency(c.amount, c.currency)}</TableCell>
                  <TableCell>{formatCurrency(c.paid, c.currency)}</TableCell>
                  <TableCell>{formatCurrency(c.balance, c.currency)}</TableCell>
                </TableRow>
              ))}
            </RecordTable>
            <TablePagination
              component="div"
              count={query.data?.total ?? 0}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_e, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
              labelRowsPerPage={t('charges.perPage')}
            />
          </>
        )}
      </CardContent>
      {notice.element}
    </Card>
  );
}
