import {
  ACCOMMODATION,
  type OrganisationDashboard,
  type OrganisationDashboardProperty,
} from '@bookone/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { formatPercent } from '../../utils/figures';
import { attentionText, formatCount, formatMonth, formatMoney } from '../../utils/organisation-figures';

/** The property dashboard as the organisation sees it (the scoped view of /bookone/dashboard). */
export const scopedDashboardPath = (propertyId: number) => `/bookone/dashboard?propertyId=${propertyId}`;

/** Only accommodation properties have a front office dashboard to open. */
export const hasDashboard = (p: Pick<OrganisationDashboardProperty, 'businessType'>) =>
  p.businessType === ACCOMMODATION;

/** A figure with the previous month's under it, smaller. */
function TwoMonths({ current, previous }: { current: ReactNode; previous: ReactNode }) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {current}
      </Typography>
      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {previous}
      </Typography>
    </>
  );
}

/**
 * Each property's figures for the month (the previous month's under each): occupancy, room revenue in the currencies
 * it sold in, each kind of activity, onboarding and what needs attention, with a link to its dashboard. A plain table
 * with a caption and column headers: the figures are read across a row.
 */
export function OrganisationPropertiesTable({ dashboard }: { dashboard: OrganisationDashboard }) {
  const { t, i18n } = useTranslation('organisation-dashboard');
  const lang = i18n.language;
  const headingId = useId();
  const percent = (v: number | null) => (v == null ? t('table.none') : formatPercent(v, lang));
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('table.heading')}
        </Typography>
        <TableContainer>
          <Table size="small">
            <caption>
              {t('table.caption', {
                month: formatMonth(dashboard.month, lang),
                previousMonth: formatMonth(dashboard.previousMonth, lang),
              })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('table.property')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('table.occupancy')}
                </TableCell>
                <TableCell component="th" scope="col" align="right">
                  {t('table.revenue')}
                </TableCell>
                {dashboard.activityKinds.map((kind) => (
                  <TableCell key={kind} component="th" scope="col" align="right">
                    {t(`table.${kind}`)}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col">
                  {t('table.onboarding')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {t('table.attention')}
                </TableCell>
                <TableCell component="th" scope="col">
                  <Box component="span" sx={visuallyHidden}>
                    {t('table.openShort')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dashboard.properties.map((p) => (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {p.name}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                        {t(`businessTypes.${p.businessType}`)}
                      </Typography>
                      {p.newThisMonth && <Chip size="small" color="info" label={t('table.new')} />}
                      {!p.active && <Chip size="small" color="warning" label={t('table.inactive')} />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <TwoMonths
                      current={percent(p.occupancy.thisMonth.percent)}
                      previous={percent(p.occupancy.lastMonth.percent)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    {p.revenue.map((r) => (
                      <TwoMonths
                        key={r.currency}
                        current={formatMoney(r.thisMonth, r.currency, lang)}
                        previous={formatMoney(r.lastMonth, r.currency, lang)}
                      />
                    ))}
                  </TableCell>
                  {dashboard.activityKinds.map((kind) => {
                    const a = p.activity.find((x) => x.kind === kind);
                    return (
                      <TableCell key={kind} align="right">
                        {a ? (
                          <TwoMonths
                            current={formatCount(a.thisMonth, lang)}
                            previous={formatCount(a.lastMonth, lang)}
                          />
                        ) : (
                          t('table.none')
                        )}
                      </TableCell>
                    );
                  })}
                  <TableCell>
                    <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                      {t(`status.${p.propertyStatus}`)}
                    </Typography>
                    {p.onboardingStep && (
                      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                        {t('table.lastStep', { step: t(`steps.${p.onboardingStep}`) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {p.attention.length === 0
                      ? t('table.none')
                      : p.attention.map((a) => {
                          const { key, values } = attentionText(a);
                          return (
                            <Typography
                              key={a.reason}
                              variant="body2"
                              component="span"
                              sx={{ display: 'block', color: 'warning.dark' }}
                            >
                              {t(key, values)}
                            </Typography>
                          );
                        })}
                  </TableCell>
                  <TableCell>
                    {hasDashboard(p) && (
                      <Button
                        component={Link}
                        to={scopedDashboardPath(p.id)}
                        size="small"
                        aria-label={t('table.open', { name: p.name })}
                      >
                        {t('table.openShort')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
