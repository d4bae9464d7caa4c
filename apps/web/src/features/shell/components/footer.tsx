import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { APP_NAME, CREDITS_URL, PUBLIC_LISTING_BASE_URL } from '../../../config/env';
import { useLayoutConfig } from '../hooks/use-layout-config';
import { useShell } from '../hooks/use-shell';
import { BAR_PALETTE } from '../theme/colors';
import { listingUrl } from '../utils/shell-rules';
import { barSx } from './bar-colors';

/**
 * The footer (spec §2.3): credits the external developers; with a seoFriendlyName on the property, a button opens
 * the property's public listing page in a new tab (its booking page with the Booking Engine subscription).
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const { config } = useLayoutConfig();
  const { property } = useShell();
  const colors = BAR_PALETTE[config.footerColor];
  const [year] = useState(() => new Date().getFullYear());
  const listing = listingUrl(PUBLIC_LISTING_BASE_URL, property?.seoFriendlyName, property?.subscriptionList);
  return (
    <Box
      component="footer"
      sx={[
        barSx(colors, 'top'),
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          px: { xs: 2, sm: 3 },
          py: 1.25,
          minHeight: 52,
          flexShrink: 0,
        },
      ]}
    >
      {listing && (
        <Button
          component="a"
          href={listing}
          target="_blank"
          rel="noopener noreferrer"
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<PublicIcon />}
          endIcon={<OpenInNewIcon sx={{ fontSize: 14 }} />}
          aria-label={`${t('footer.viewListing')} ${t('layout.opensInNewTab')}`}
          sx={{ borderColor: 'currentColor', whiteSpace: 'nowrap' }}
        >
          {t('footer.viewListing')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Typography sx={{ fontSize: 13, color: colors.muted }}>
        {t('footer.copyright', { year, appName: APP_NAME })}
        {' · '}
        <MuiLink
          href={CREDITS_URL}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ color: colors.text, fontWeight: 600, textDecorationColor: 'currentColor' }}
        >
          {t('footer.credit', { appName: APP_NAME })}
        </MuiLink>
      </Typography>
    </Box>
  );
}
