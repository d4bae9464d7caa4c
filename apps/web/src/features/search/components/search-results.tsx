import ApartmentIcon from '@mui/icons-material/Apartment';
import DescriptionIcon from '@mui/icons-material/Description';
import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { ApiRequestError } from '../../../lib/api-client';
import { getSessionRoles } from '../../../lib/session';
import { RESULTS_LIMIT, useSearch } from '../api/search';
import { bookingPath, guestName, guestPath } from '../utils/links';
import { matchPages } from '../utils/page-matches';

type Row = { key: string | number; to: string; cells: string[] };

/** A kind of result as a table whose first cell links to the record (a page, a booking, a guest). */
function LinkedResults({
  title,
  icon,
  columns,
  rows,
}: {
  title: string;
  icon: ReactNode;
  columns: string[];
  rows: Row[];
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={icon}
        title={title}
        subheader={t('search.count', { count: rows.length })}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} hover>
                {row.cells.map((cell, i) => (
                  <TableCell key={i}>
                    {i === 0 ? (
                      <Link component={RouterLink} to={row.to}>
                        {cell}
                      </Link>
                    ) : (
                      cell
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/**
 * The results page's lists (spec §2.3): the pages the user may open whose title matches `q` (in the interface
 * language), then the bookings, guests, users and properties the server found.
 */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const text = q.trim();
  const { data, isPending, isFetching, error } = useSearch(text, RESULTS_LIMIT);
  const pages = text ? matchPages(text, t, getSessionRoles(), RESULTS_LIMIT) : [];

  if (!text) return <Typography color="text.secondary">{t('search.typeToSearch')}</Typography>;
  if (error) {
    return (
      <Alert severity="error">{error instanceof ApiRequestError ? error.message : t('errors.unknown')}</Alert>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;

  const users = data?.users ?? [];
  const properties = data?.properties ?? [];
  const bookings = data?.bookings ?? [];
  const guests = data?.guests ?? [];
  if (pages.length + users.length + properties.length + bookings.length + guests.length === 0) {
    return <Typography color="text.secondary">{t('search.noResults', { q: text })}</Typography>;
  }

  return (
    <Stack spacing={3} aria-busy={isFetching}>
      <LinkedResults
        title={t('search.groups.pages')}
        icon={<DescriptionIcon color="primary" aria-hidden />}
        columns={[t('search.columns.page')]}
        rows={pages.map((page) => ({ key: page.id, to: page.path, cells: [page.title] }))}
      />
      <LinkedResults
        title={t('search.groups.bookings')}
        icon={<EventIcon color="primary" aria-hidden />}
        columns={[
          t('search.columns.bookingNumber'),
          t('search.columns.guest'),
          t('search.columns.stay'),
          t('search.columns.status'),
        ]}
        rows={bookings.map((booking) => ({
          key: booking.id,
          to: bookingPath(booking.id),
          cells: [
            booking.bookingNumber,
            booking.guestName,
            `${booking.arrival} → ${booking.departure}`,
            booking.status,
          ],
        }))}
      />
      <LinkedResults
        title={t('search.groups.guests')}
        icon={<PersonOutlinedIcon color="primary" aria-hidden />}
        columns={[t('search.columns.guest'), t('search.columns.contact')]}
        rows={guests.map((guest) => ({
          key: guest.id,
          to: guestPath(guest.id),
          cells: [guestName(guest), [guest.email, guest.phone].filter(Boolean).join(' · ')],
        }))}
      />
      <Card variant="outlined">
        <CardHeader
          avatar={<PersonIcon color="primary" aria-hidden />}
          title={t('search.groups.users')}
          subheader={t('search.count', { count: users.length })}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        {users.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('search.groups.users')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('search.columns.name')}</TableCell>
                  <TableCell>{t('search.columns.username')}</TableCell>
                  <TableCell>{t('search.columns.roles')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((user) => (
                  <TableRow key={user.id} hover>
                    <TableCell>{`${user.firstName} ${user.lastName}`}</TableCell>
                    <TableCell>{user.username}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {user.roles.map((role) => (
                          <Chip key={role} label={role} size="small" variant="outlined" />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <Card variant="outlined">
        <CardHeader
          avatar={<ApartmentIcon color="primary" aria-hidden />}
          title={t('search.groups.properties')}
          subheader={t('search.count', { count: properties.length })}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        {properties.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('search.groups.properties')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('search.columns.name')}</TableCell>
                  <TableCell>{t('search.columns.businessType')}</TableCell>
                  <TableCell>{t('search.columns.city')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {properties.map((property) => (
                  <TableRow key={property.id} hover>
                    <TableCell>{property.name}</TableCell>
                    <TableCell>{property.businessType}</TableCell>
                    <TableCell>{property.city ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
    </Stack>
  );
}
