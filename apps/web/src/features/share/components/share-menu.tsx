import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type ShareIcon from '@mui/icons-material/Share';
import XIcon from '@mui/icons-material/X';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '../../../config/env';
import { publicListingUrl } from '../../../lib/public-listing';
import { getSessionProperty } from '../../../lib/session';

/** The share sheet's networks (spec §2.3): each a template URL with `{url}` (and `{text}`) placeholders. */
export const SHARE_TARGETS: readonly {
  id: string;
  name: string;
  template: string;
  Icon: typeof ShareIcon;
}[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    template: 'https://www.facebook.com/sharer/sharer.php?u={url}',
    Icon: FacebookIcon,
  },
  {
    id: 'twitter',
    name: 'Twitter',
    template: 'https://twitter.com/intent/tweet?url={url}&text={text}',
    Icon: XIcon,
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    template: 'https://www.linkedin.com/sharing/share-offsite/?url={url}',
    Icon: LinkedInIcon,
  },
];

/** Fills a share template with the (encoded) address and text. */
export function buildShareUrl(template: string, url: string, text: string): string {
  return template.replace('{url}', encodeURIComponent(url)).replace('{text}', encodeURIComponent(text));
}

/** What is shared: the property's public listing page when it has one, else the app itself. */
export function sharedPage(): { url: string; text: string } {
  const property = getSessionProperty();
  const listing = publicListingUrl(property?.seoFriendlyName);
  if (property && listing) return { url: listing, text: property.name };
  return { url: window.location.origin, text: APP_NAME };
}

/** The share sheet's popup (share-button.tsx), in its own chunk: it downloads on the first opening (issue 9 §3). */
export default function ShareMenu({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { url, text } = sharedPage();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor != null} onClose={onClose}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{t('share.title', { text })}</ListSubheader>
      {SHARE_TARGETS.map(({ id, name, template, Icon }) => (
        <MenuItem
          key={id}
          component="a"
          href={buildShareUrl(template, url, text)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('share.on', { network: name })}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
