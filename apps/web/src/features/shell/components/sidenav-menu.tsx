import { menuPath, type MenuItem } from '@bookone/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Collapse from '@mui/material/Collapse';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';

import { Hint } from '../../../components/hint/hint';
import type { ColorPair } from '../theme/colors';
import { groupKey, groupsToOpen } from '../utils/menu-state';
import { useMenuLabel } from '../utils/menu-label';
import { MenuBadges } from './menu-badges';
import { MenuIcon } from './menu-icon';

/** Spec §2.3: dropDowns nest up to three levels. */
const MAX_DEPTH = 3;

type SidenavMenuProps = {
  items: readonly MenuItem[];
  /** The sidebar's colours: the menu reads on them. */
  colors: ColorPair;
  /** A compact rail that is not expanded: icons only, labels kept for screen readers. */
  collapsed?: boolean;
  /** Called when an entry is followed (the mobile sidebar closes on navigation anyway). */
  onNavigate?: () => void;
};

type Shared = {
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  collapsed: boolean;
  colors: ColorPair;
  onNavigate: (() => void) | undefined;
};

/**
 * The side menu, rendered generically from menu data (spec §2.3, §4): links to internal routes, external links in a
 * new tab, dropDowns up to three levels (opened by click, and automatically when a navigation ends inside the
 * group), section titles, a row of icon buttons for icon items, badges; disabled entries are not shown.
 */
export function SidenavMenu({ items, colors, collapsed = false, onNavigate }: SidenavMenuProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groupsToOpen(items, pathname)));
  const [seen, setSeen] = useState({ pathname, items });
  if (seen.pathname !== pathname || seen.items !== items) {
    setSeen({ pathname, items });
    const auto = groupsToOpen(items, pathname).filter((key) => !open.has(key));
    if (auto.length > 0) setOpen(new Set([...open, ...auto]));
  }

  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <List component="div" disablePadding sx={{ px: 1, py: 0.5 }}>
      <MenuEntries
        items={items}
        depth={0}
        parentStates={[]}
        parentNames={[]}
        shared={{ open, toggle, collapsed, colors, onNavigate }}
      />
    </List>
  );
}

type EntriesProps = {
  items: readonly MenuItem[];
  depth: number;
  parentStates: readonly (string | undefined)[];
  parentNames: readonly string[];
  shared: Shared;
};

function MenuEntries({ items, depth, parentStates, parentNames, shared }: EntriesProps) {
  const visible = items.filter((item) => !item.disabled);
  const out: ReactNode[] = [];
  for (let i = 0; i < visible.length; i++) {
    const item = visible[i]!;
    if (item.type === 'icon') {
      // Consecutive icon items form one row of icon buttons.
      const row: MenuItem[] = [];
      while (visible[i]?.type === 'icon') row.push(visible[i++]!);
      i--;
      out.push(<IconRow key={`icons-${i}`} items={row} parentStates={parentStates} shared={shared} />);
      continue;
    }
    const key = `${item.type}-${item.name}-${i}`;
    switch (item.type) {
      case 'separator':
        out.push(<Separator key={key} item={item} shared={shared} />);
        break;
      case 'link':
        out.push(
          <LinkEntry key={key} item={item} depth={depth} to={menuPath(parentStates, item)} shared={shared} />,
        );
        break;
      case 'extLink':
        out.push(<ExternalEntry key={key} item={item} depth={depth} shared={shared} />);
        break;
      case 'dropDown':
        out.push(
          <DropDownEntry
            key={key}
            item={item}
            depth={depth}
            parentStates={parentStates}
            parentNames={parentNames}
            shared={shared}
          />,
        );
        break;
    }
  }
  return <>{out}</>;
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function entrySx(depth: number, shared: Shared): SxProps<Theme> {
  const { colors, collapsed } = shared;
  return (theme) => ({
    position: 'relative',
    borderRadius: 2,
    my: 0.25,
    minHeight: 40,
    py: 0.5,
    paddingInlineStart: collapsed ? 1.5 : 1.5 + depth * 2,
    paddingInlineEnd: 1,
    color: colors.text,
    justifyContent: collapsed ? 'center' : 'flex-start',
    '& .MuiListItemIcon-root': {
      color: colors.muted,
      minWidth: collapsed ? 0 : 36,
    },
    '&:hover': { bgcolor: alpha(colors.text, 0.08) },
    '&.Mui-focusVisible': {
      bgcolor: alpha(colors.text, 0.14),
      outline: `2px solid ${alpha(colors.text, 0.6)}`,
    },
    '&.active': {
      bgcolor: alpha(colors.text, 0.14),
      fontWeight: 600,
      '& .MuiListItemIcon-root': { color: colors.text },
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: 0,
        top: 8,
        bottom: 8,
        width: 3,
        borderRadius: 3,
        bgcolor: theme.palette.mode === 'dark' ? theme.palette.primary.main : '#60a5fa',
      },
    },
  });
}

function EntryText({ label, shared, depth }: { label: string; shared: Shared; depth: number }) {
  return (
    <ListItemText
      primary={label}
      sx={shared.collapsed ? visuallyHidden : { my: 0 }}
      slotProps={{
        primary: {
          noWrap: true,
          sx: { fontSize: depth === 0 ? 14 : 13.5, fontWeight: 'inherit', color: 'inherit' },
        },
      }}
    />
  );
}

function EntryIcon({ item, depth }: { item: MenuItem; depth: number }) {
  if (depth > 0 && !item.icon) {
    return (
      <ListItemIcon aria-hidden>
        <Box sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'currentColor', mx: 'auto' }} />
      </ListItemIcon>
    );
  }
  return (
    <ListItemIcon aria-hidden>
      <MenuIcon name={item.icon} />
    </ListItemIcon>
  );
}

function LinkEntry({
  item,
  depth,
  to,
  shared,
}: {
  item: MenuItem;
  depth: number;
  to: string;
  shared: Shared;
}) {
  const label = useMenuLabel()(item.name);
  return (
    <ListItemButton component={NavLink} to={to} onClick={shared.onNavigate} sx={entrySx(depth, shared)}>
      <EntryIcon item={item} depth={depth} />
      <EntryText label={label} shared={shared} depth={depth} />
      {!shared.collapsed && <MenuBadges badges={item.badges} />}
    </ListItemButton>
  );
}

function ExternalEntry({ item, depth, shared }: { item: MenuItem; depth: number; shared: Shared }) {
  const { t } = useTranslation('shell');
  const label = useMenuLabel()(item.name);
  return (
    <ListItemButton
      component="a"
      href={item.href ?? item.state ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${t('layout.opensInNewTab')}`}
      sx={entrySx(depth, shared)}
    >
      <EntryIcon item={item} depth={depth} />
      <EntryText label={label} shared={shared} depth={depth} />
      {!shared.collapsed && (
        <>
          <MenuBadges badges={item.badges} />
          <OpenInNewIcon aria-hidden sx={{ fontSize: 14, ml: 1, color: shared.colors.muted }} />
        </>
      )}
    </ListItemButton>
  );
}

function DropDownEntry({
  item,
  depth,
  parentStates,
  parentNames,
  shared,
}: Omit<EntriesProps, 'items'> & { item: MenuItem }) {
  const label = useMenuLabel()(item.name);
  const id = useId();
  const names = [...parentNames, item.name];
  const key = groupKey(names);
  const expanded = shared.open.has(key) && !shared.collapsed;
  const children = (item.sub ?? []).filter((child) => !child.disabled);
  if (children.length === 0) return null;
  return (
    <>
      <ListItemButton
        onClick={() => shared.toggle(key)}
        aria-expanded={expanded}
        aria-controls={expanded ? id : undefined}
        sx={entrySx(depth, shared)}
      >
        <EntryIcon item={item} depth={depth} />
        <EntryText label={label} shared={shared} depth={depth} />
        {!shared.collapsed && (
          <>
            <MenuBadges badges={item.badges} />
            <ExpandMoreIcon
              aria-hidden
              sx={{
                fontSize: 18,
                ml: 0.5,
                color: shared.colors.muted,
                transition: 'transform 150ms',
                transform: expanded ? 'rotate(180deg)' : 'none',
              }}
            />
          </>
        )}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={id} component="div" disablePadding>
          {depth + 1 < MAX_DEPTH && (
            <MenuEntries
              items={children}
              depth={depth + 1}
              parentStates={[...parentStates, item.state]}
              parentNames={names}
              shared={shared}
            />
          )}
        </List>
      </Collapse>
    </>
  );
}

function Separator({ item, shared }: { item: MenuItem; shared: Shared }) {
  const label = useMenuLabel()(item.name);
  if (shared.collapsed) return <Divider sx={{ my: 1, borderColor: alpha(shared.colors.text, 0.16) }} />;
  return (
    <ListSubheader
      component="div"
      disableSticky
      sx={{
        bgcolor: 'transparent',
        color: shared.colors.muted,
        fontSize: 11.5,
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        lineHeight: '32px',
        mt: 1,
        px: 1.5,
      }}
    >
      {label}
    </ListSubheader>
  );
}

function IconRow({
  items,
  parentStates,
  shared,
}: {
  items: MenuItem[];
  parentStates: readonly (string | undefined)[];
  shared: Shared;
}) {
  const translate = useMenuLabel();
  if (shared.collapsed) return null;
  return (
    <Box role="group" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, pb: 1 }}>
      {items.map((item, index) => {
        const label = translate(item.tooltip ?? item.name);
        return (
          <Hint key={`${item.name}-${index}`} title={label}>
            <IconButton
              component={NavLink}
              to={menuPath(parentStates, item)}
              aria-label={label}
              onClick={shared.onNavigate}
              sx={{
                color: shared.colors.text,
                bgcolor: alpha(shared.colors.text, 0.06),
                borderRadius: 2,
                width: 44,
                height: 40,
                '&:hover': { bgcolor: alpha(shared.colors.text, 0.14) },
                '&.active': { bgcolor: alpha(shared.colors.text, 0.18) },
              }}
            >
              <MenuIcon name={item.icon} />
            </IconButton>
          </Hint>
        );
      })}
    </Box>
  );
}
