import type { Order } from '@bookone/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { lineTitle } from '../pos/cart-lines';
import { useMoney } from '../pos/money';

/** A split by lines: each line of the order given to a part (a guest), part 1 unless changed. */
export function LinesToParts({
  order,
  parts,
  assignment,
  onChange,
}: {
  order: Order;
  parts: number;
  /** Line id → part (0 for part 1). */
  assignment: Record<number, number>;
  onChange: (next: Record<number, number>) => void;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {order.lines.map((l) => {
        const title = `${l.quantity} × ${lineTitle({ ...l, name: l.productName })}`;
        return (
          <Stack
            component="li"
            key={l.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            role="group"
            aria-label={title}
          >
            <Typography sx={{ flex: 1 }}>
              {title} · {money(l.total, order.currency)}
            </Typography>
            <TextField
              select
              size="small"
              label={t('floor.split.paidBy')}
              value={assignment[l.id] ?? 0}
              onChange={(e) => onChange({ ...assignment, [l.id]: Number(e.target.value) })}
              sx={{ minWidth: 120 }}
            >
              {Array.from({ length: parts }, (_, p) => (
                <MenuItem key={p} value={p}>
                  {t('floor.split.part', { n: p + 1 })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        );
      })}
    </Stack>
  );
}
