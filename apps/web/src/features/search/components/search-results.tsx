import ApartmentIcon from '@mui/icons-material/Apartment';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ApiRequestError } from '../../../lib/api-client';
import { RESULTS_LIMIT, useSearch } from '../api/search';

/** The results page's lists (spec §2.3): users and properties matching `q`, searched on the server. */
export function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const text = q.trim();
  const { data, isPending, isFetching, error } = useSearch(text, RESULTS_LIMIT);

  if (!text) return <Typography color="text.secondary">{t('search.typeToSearch')}</Typography>;
  if (error) {
    return (
      <Alert severity="error">{error instanceof ApiRequestError ? error.message : t('errors.unknown')}</Alert>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;

  const users = data?.users ?? [];
  const properties = data?.properties ?? [];
  if (users.length === 0 && properties.length === 0) {
    return <Typography color="text.secondary">{t('search.noResults', { q: text })}</Typography>;
  }

  return (
    <Stack spacing={3} aria-busy={isFetching}>
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
