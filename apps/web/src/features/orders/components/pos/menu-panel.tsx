import type { Product, ProductGroup } from '@bookone/domain';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { isSoldOut, productPrice } from './cart';
import { useMoney } from './money';

/** Products of these groups are toppings, sold with another product (its modifier groups), never on their own. */
export const modifierGroupIds = (products: readonly Product[]) =>
  new Set(products.flatMap((p) => p.modifierGroups.map((g) => g.id)));

/**
 * The menu as a waiter reaches it: the outlet's groups as tiles (All first), a search box, and the products as large
 * tiles with their price; a sold-out product is marked so in words and cannot be picked.
 */
export function MenuPanel({
  groups,
  products,
  groupId,
  search,
  onGroup,
  onSearch,
  onPick,
  leftOf,
}: {
  groups: readonly ProductGroup[];
  products: readonly Product[];
  groupId: number | null;
  search: string;
  onGroup: (groupId: number | null) => void;
  onSearch: (search: string) => void;
  onPick: (product: Product) => void;
  /** How many more units of a kept-stock product the cart may take (null: not counted). */
  leftOf: (product: Product) => number | null;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const toppings = modifierGroupIds(products);
  const shownGroups = groups.filter((g) => !toppings.has(g.id));
  const needle = search.trim().toLowerCase();
  const shown = products.filter(
    (p) =>
      !toppings.has(p.productGroupId) &&
      (needle
        ? p.name.toLowerCase().includes(needle) || p.code.toLowerCase().includes(needle)
        : groupId == null || p.productGroupId === groupId),
  );

  return (
    <Stack spacing={2} component="section" aria-labelledby="pos-menu-title">
      <Typography id="pos-menu-title" component="h2" variant="h6">
        {t('pos.menu.title')}
      </Typography>
      <TextField
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        label={t('pos.menu.search')}
        size="small"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        value={groupId ?? 'all'}
        exclusive
        onChange={(_e, next: number | 'all' | null) => {
          if (next != null) onGroup(next === 'all' ? null : next);
        }}
        aria-label={t('pos.menu.groups')}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderRadius: 1 } }}
      >
        <ToggleButton value="all" sx={{ minHeight: 48, px: 2 }}>
          {t('pos.menu.allGroups')}
        </ToggleButton>
        {shownGroups.map((g) => (
          <ToggleButton key={g.id} value={g.id} sx={{ minHeight: 48, px: 2 }}>
            {g.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t('pos.menu.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('pos.menu.products')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {shown.map((p) => {
            const soldOut = isSoldOut(p) || leftOf(p) === 0;
            return (
              <li key={p.id}>
                <ButtonBase
                  onClick={() => onPick(p)}
                  disabled={soldOut}
                  aria-label={
                    soldOut
                      ? t('pos.menu.soldOutLabel', { name: p.name })
                      : t('pos.menu.addLabel', { name: p.name })
                  }
                  sx={{
                    width: '100%',
                    minHeight: 88,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'flex-start',
                    justifyContent: 'space-between',
                    textAlign: 'left',
                    bgcolor: soldOut ? 'action.disabledBackground' : 'background.paper',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {p.name}
                  </Typography>
                  <Typography component="span" variant="body2" color={soldOut ? 'error' : 'text.secondary'}>
                    {soldOut
                      ? t('pos.menu.soldOut')
                      : [
                          money(productPrice(p)),
                          p.variations.length ? t('pos.menu.sizes', { count: p.variations.length }) : null,
                          p.maintainStock ? t('pos.menu.left', { count: p.unitsInStock }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                  </Typography>
                </ButtonBase>
              </li>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
