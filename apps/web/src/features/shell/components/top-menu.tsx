import { menuPath, splitTopMenu, topMenu, type MenuItem } from '@bookone/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MuiMenuItem from '@mui/material/MenuItem';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import type { ColorPair } from '../theme/colors';
import { useMenuLabel } from '../utils/menu-label';
import { MenuBadges } from './menu-badges';
import { MenuIcon } from './menu-icon';

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
        <DropDownButton label={t('layout.more')} icon={<MoreHorizIcon />} sx={buttonSx}>
          {(close) => more.flatMap((item, index) => menuEntries(item, [], close, `more-${index}`))}
        </DropDownButton>
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
        <DropDownButton label={label} icon={icon} sx={sx}>
          {(close) =>
            (item.sub ?? []).flatMap((child, index) =>
              menuEntries(child, [item.state], close, `${item.name}-${index}`),
            )
          }
        </DropDownButton>
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
  children,
}: {
  label: string;
  icon: ReactNode;
  sx: SxProps<Theme>;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        startIcon={icon}
        endIcon={<ExpandMoreIcon />}
        sx={sx}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor != null}
        onClose={close}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5, maxHeight: '70vh' } } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}

/**
 * A menu entry inside a top dropdown; a nested dropDown shows as a titled group of its links. The entries stay flat
 * children of the menu (MUI's menu moves focus between its direct children only); a group's title is presentational
 * and describes each of its links, so that screen readers still hear which group a link belongs to.
 */
function menuEntries(
  item: MenuItem,
  parentStates: readonly (string | undefined)[],
  close: () => void,
  key: string,
  depth = 0,
  groupTitleId?: string,
): ReactNode[] {
  if (item.disabled || item.type === 'separator' || item.type === 'icon') return [];
  if (item.type === 'dropDown') {
    const states = [...parentStates, item.state];
    const titleId = `top-menu-group-${key}`;
    return [
      <GroupTitle key={`${key}-title`} id={titleId} name={item.name} depth={depth} />,
      ...(item.sub ?? []).flatMap((child, index) =>
        menuEntries(child, states, close, `${key}-${index}`, depth + 1, titleId),
      ),
    ];
  }
  return [
    <TopMenuLink
      key={key}
      item={item}
      to={menuPath(parentStates, item)}
      close={close}
      depth={depth}
      describedBy={groupTitleId}
    />,
  ];
}

function GroupTitle({ id, name, depth }: { id: string; name: string; depth: number }) {
  const label = useMenuLabel()(name);
  return (
    <ListSubheader
      id={id}
      role="presentation"
      sx={{
        lineHeight: '32px',
        fontWeight: 700,
        fontSize: 12,
        textTransform: 'uppercase',
        pl: 2 + depth * 1.5,
      }}
    >
      {label}
    </ListSubheader>
  );
}

function TopMenuLink({
  item,
  to,
  close,
  depth,
  describedBy,
}: {
  item: MenuItem;
  to: string;
  close: () => void;
  depth: number;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation('shell');
  const label = useMenuLabel()(item.name);
  const content = (
    <>
      {item.icon && (
        <ListItemIcon>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
      )}
      <ListItemText inset={!item.icon && depth === 0}>{label}</ListItemText>
      <MenuBadges badges={item.badges} />
    </>
  );
  if (item.type === 'extLink') {
    return (
      <MuiMenuItem
        component="a"
        href={item.href ?? item.state ?? '#'}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} ${t('layout.opensInNewTab')}`}
        aria-describedby={describedBy}
        onClick={close}
      >
        {content}
      </MuiMenuItem>
    );
  }
  return (
    <MuiMenuItem
      component={NavLink}
      to={to}
      aria-describedby={describedBy}
      onClick={close}
      sx={{ pl: 2 + depth * 1.5, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      {content}
    </MuiMenuItem>
  );
}
