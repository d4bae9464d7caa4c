import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import ShareIcon from '@mui/icons-material/Share';
import XIcon from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';
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

/** A share button opening the share sheet: Facebook, Twitter and LinkedIn links, each in a new tab. */
export function ShareButton() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { url, text } = sharedPage();
  const close = () => setAnchor(null);

  return (
    <>
      <Hint title={t('share.button')}>
        <IconButton
          color="inherit"
          aria-label={t('share.button')}
          aria-haspopup="menu"
          aria-expanded={anchor != null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ShareIcon />
        </IconButton>
      </Hint>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={close}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('share.title', { text })}</ListSubheader>
        {SHARE_TARGETS.map(({ id, name, template, Icon }) => (
          <MenuItem
            key={id}
            component="a"
            href={buildShareUrl(template, url, text)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('share.on', { network: name })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
