import { menuPath, type MenuItem } from '@bookone/domain';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MuiMenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

import { useMenuLabel } from '../utils/menu-label';
import { MenuBadges } from './menu-badges';
import { MenuIcon } from './menu-icon';

/** The popup of a top menu dropdown (top-menu.tsx), in its own chunk: its entries, nested groups flattened. */
export default function TopMenuPopup({
  id,
  anchor,
  onClose,
  items,
  parentStates,
  keyPrefix,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: readonly MenuItem[];
  parentStates: readonly (string | undefined)[];
  keyPrefix: string;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor != null}
      onClose={onClose}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 0.5, maxHeight: '70vh' } } }}
    >
      {items.flatMap((item, index) => menuEntries(item, parentStates, onClose, `${keyPrefix}-${index}`))}
    </Menu>
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
