import { menuPath, splitTopMenu, topMenu, type MenuItem } from '@bookone/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useMenuAnchor } from '../hooks/use-menu-anchor';
import type { ColorPair } from '../theme/colors';
import { useMenuLabel } from '../utils/menu-label';
import { MenuBadges } from './menu-badges';
import { MenuIcon } from './menu-icon';

// A dropdown's popup downloads on its first opening (issue 9 §3).
const TopMenuPopup = lazy(() => import('./top-menu-popup'));

/**
 * The menu of the top layout (spec §2.3, §9): the side menu without icon and separator items, at most four entries
 * with the rest under 'More'. Links go to paths built from the item's state and its sub-items' states.
 */
export function TopMenu({ items, colors }: { items: readonly MenuItem[]; colors: ColorPair }) {
  const { t } = useTranslation('shell');
  const { main, more } = splitTopMenu(topMenu(items.filter((item) => !item.disabled)));
  const buttonSx: SxProps<Theme> = {
    color: colors.text,
    px: 1.5,
    height: 40,
    borderRadius: 2,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    '&:hover': { bgcolor: alpha(colors.text, 0.1) },
    '&.active': { bgcolor: alpha(colors.text, 0.16) },
  };
  return (
    <>
      {main.map((item, index) => (
        <TopEntry key={`${item.name}-${index}`} item={item} sx={buttonSx} />
      ))}
      {more.length > 0 && (
        <DropDownButton
          label={t('layout.more')}
          icon={<MoreHorizIcon />}
          sx={buttonSx}
          items={more}
          parentStates={[]}
          keyPrefix="more"
        />
      )}
    </>
  );
}

function TopEntry({ item, sx }: { item: MenuItem; sx: SxProps<Theme> }) {
  const { t } = useTranslation('shell');
  const label = useMenuLabel()(item.name);
  const icon = <MenuIcon name={item.icon} />;
  switch (item.type) {
    case 'link':
      return (
        <Button component={NavLink} to={menuPath([], item)} startIcon={icon} sx={sx}>
          {label}
          <MenuBadges badges={item.badges} />
        </Button>
      );
    case 'extLink':
      return (
        <Button
          component="a"
          href={item.href ?? item.state ?? '#'}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label} ${t('layout.opensInNewTab')}`}
          startIcon={icon}
          endIcon={<OpenInNewIcon sx={{ fontSize: 14 }} />}
          sx={sx}
        >
          {label}
        </Button>
      );
    case 'dropDown':
      return (
        <DropDownButton
          label={label}
          icon={icon}
          sx={sx}
          items={item.sub ?? []}
          parentStates={[item.state]}
          keyPrefix={item.name}
        />
      );
    case 'icon':
    case 'separator':
      return null;
  }
}

function DropDownButton({
  label,
  icon,
  sx,
  items,
  parentStates,
  keyPrefix,
}: {
  label: string;
  icon: ReactNode;
  sx: SxProps<Theme>;
  /** The entries of the dropdown, their paths under `parentStates`. */
  items: readonly MenuItem[];
  parentStates: readonly (string | undefined)[];
  keyPrefix: string;
}) {
  const menu = useMenuAnchor();
  const menuId = useId();
  return (
    <>
      <Button
        onClick={(event) => menu.open(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={menu.anchor ? true : undefined}
        aria-controls={menu.anchor ? menuId : undefined}
        startIcon={icon}
        endIcon={<ExpandMoreIcon />}
        sx={sx}
      >
        {label}
      </Button>
      {menu.built && (
        <Suspense fallback={null}>
          <TopMenuPopup
            id={menuId}
            anchor={menu.anchor}
            onClose={menu.close}
            items={items}
            parentStates={parentStates}
            keyPrefix={keyPrefix}
          />
        </Suspense>
      )}
    </>
  );
}
