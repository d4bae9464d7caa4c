import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FactsList } from '../../../components/facts/facts-list';
import { getSessionProperty } from '../../../lib/session';

/** The property as the session knows it, with its room and room-type counts. */
export function PropertySummary({ roomTypes, rooms }: { roomTypes: number; rooms: number }) {
  const { t } = useTranslation('rooms');
  const property = getSessionProperty();
  if (!property) return null;
  const address = [property.address.addressLine1, property.address.city, property.address.country]
    .filter(Boolean)
    .join(', ');
  const items: [string, string][] = [
    [t('property.businessType'), property.businessType],
    [t('property.status'), property.propertyStatus],
    [t('property.plan'), property.plan ?? t('common.none')],
    [t('property.currency'), property.localCurrency ?? t('common.none')],
    [t('property.timezone'), property.timezone ?? t('common.none')],
    [t('property.address'), address || t('common.none')],
    [t('property.roomTypes'), String(roomTypes)],
    [t('property.totalRooms'), String(rooms)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="property-summary">
      <CardHeader
        id="property-summary"
        title={property.name}
        subheader={t('property.summary')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <Button component={RouterLink} to="/bookone/manage-rates-availability" size="small">
            {t('property.ratesLink')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <FactsList items={items} />
      </CardContent>
    </Card>
  );
}
