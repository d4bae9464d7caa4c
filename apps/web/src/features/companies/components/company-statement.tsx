import type { Company, CompanyStatementQuery } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { RecordTable } from '../../../components/record-table';
import { ExportButton, useNotice } from '../../../components/resource-list';
import { formatDay } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { exportStatement, useCompanyStatement } from '../api/companies';
import { formatAmount } from '../utils/format';

/**
 * The statement of account over a period (everything when no dates are given): the opening balance, every charge
 * and payment by date with the running balance, the closing balance; exported as the same sheet.
 */
export function CompanyStatement({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('companies');
  const notice = useNotice();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A backwards range leaves out its end rather than asking the server for a refusal.
  const range: CompanyStatementQuery = {
    ...(from ? { from } : {}),
    ...(to && (!from || to >= from) ? { to } : {}),
  };
  const query = useCompanyStatement(company.id, range);
  const amount = (n: number) => (n === 0 ? '' : formatAmount(n, i18n.language));
  const balance = (n: number) => formatAmount(n, i18n.language);
  const s = query.data;

  return (
    <Card component="section" aria-labelledby="company-statement-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { md: 'center' } }}
        >
          <Typography id="company-statement-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('statement.title')}
          </Typography>
          <TextField
            type="date"
            size="small"
            label={t('statement.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('statement.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExportButton
            run={(onProgress) => exportStatement(company.id, range, onProgress)}
            onError={(message) => notice.show(message, 'error')}
          />
        </Stack>
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : s ? (
          <RecordTable
            label={t('statement.title')}
            headers={[
              t('statement.date'),
              t('statement.reference'),
              t('statement.description'),
              t('statement.debit'),
              t('statement.credit'),
              t('statement.balance'),
            ]}
          >
            <TableRow>
              <TableCell>{s.from ? formatDay(s.from, i18n.language) : ''}</TableCell>
              <TableCell />
              <TableCell>{t('statement.opening')}</TableCell>
              <TableCell />
              <TableCell />
              <TableCell>{balance(s.openingBalance)}</TableCell>
            </TableRow>
            {s.lines.map((l, i) => (
              <TableRow key={i}>
                <TableCell>{formatDay(l.date, i18n.language)}</TableCell>
                <TableCell>{l.reference}</TableCell>
                <TableCell>
                  {l.kind === 'CHARGE'
                    ? l.description
                    : t(l.debit > 0 ? 'statement.refund' : 'statement.payment', { text: l.description })}
                </TableCell>
                <TableCell>{amount(l.debit)}</TableCell>
                <TableCell>{amount(l.credit)}</TableCell>
                <TableCell>{balance(l.balance)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>{s.to ? formatDay(s.to, i18n.language) : ''}</TableCell>
              <TableCell />
              <TableCell>
                <strong>{t('statement.closing')}</strong>
              </TableCell>
              <TableCell>{balance(s.totalDebit)}</TableCell>
              <TableCell>{balance(s.totalCredit)}</TableCell>
              <TableCell>
                <strong>{balance(s.closingBalance)}</strong>
              </TableCell>
            </TableRow>
          </RecordTable>
        ) : null}
      </CardContent>
      {notice.element}
    </Card>
  );
}
