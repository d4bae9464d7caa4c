import type { OrganisationDashboardProperty } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { attentionText } from '../../utils/organisation-figures';
import { hasDashboard, scopedDashboardPath } from './organisation-properties-table';

/** The properties that need the organisation's attention, each with its reasons (most pressing first). */
export function AttentionCard({ properties }: { properties: readonly OrganisationDashboardProperty[] }) {
  const { t } = useTranslation('organisation-dashboard');
  const headingId = useId();
  const flagged = properties.filter((p) => p.attention.length > 0);
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6">
          {t('attentionCard.heading')}
        </Typography>
        {flagged.length === 0 ? (
          <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('attentionCard.none')}</Typography>
        ) : (
          <List dense>
            {flagged.map((p) => (
              <ListItem key={p.id} disableGutters>
                <ListItemText
                  primary={
                    hasDashboard(p) ? (
                      <Link component={RouterLink} to={scopedDashboardPath(p.id)}>
                        {p.name}
                      </Link>
                    ) : (
                      p.name
                    )
                  }
                  secondary={p.attention
                    .map((a) => {
                      const { key, values } = attentionText(a);
                      return t(key, values);
                    })
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
