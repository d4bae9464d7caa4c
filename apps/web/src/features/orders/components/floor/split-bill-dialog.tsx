import type { Order, OrderSplit } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../../lib/error-message';
import { useSplitOrder } from '../../api/split-order';
import { useMoney } from '../pos/money';
import { LinesToParts } from './lines-to-parts';
import { OrderPaymentRow } from './order-payment-row';

type Method = 'EQUAL' | 'LINES';

/** Line ids by part (part 0 first), the parts without lines left out: the LINES split's groups. */
export function groupsOf(assignment: Record<number, number>, parts: number): number[][] {
  return Array.from({ length: parts }, (_, part) =>
    Object.entries(assignment)
      .filter(([, p]) => p === part)
      .map(([id]) => Number(id)),
  ).filter((g) => g.length > 0);
}

/**
 * Split the bill: equally in n shares of the balance, or by lines (each line to a guest); the server works out the
 * amounts (POST …/split, with each part's share of discount, service charge and tax), then each part is paid on
 * its own row. The dialog stays open until the waiter closes it, so every part can be taken in turn.
 */
export function SplitBillDialog({
  propertyId,
  order,
  onClose,
}: {
  propertyId: number;
  order: Order;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const split = useSplitOrder(order.id);
  const [method, setMethod] = useState<Method>('EQUAL');
  const [parts, setParts] = useState(2);
  const [assignment, setAssignment] = useState<Record<number, number>>(() =>
    Object.fromEntries(order.lines.map((l) => [l.id, 0])),
  );
  const [result, setResult] = useState<OrderSplit | null>(null);

  const work = () =>
    split.mutate(method === 'EQUAL' ? { method, parts } : { method, groups: groupsOf(assignment, parts) }, {
      onSuccess: setResult,
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="split-title">
      <DialogTitle id="split-title">{t('floor.split.title', { number: order.referenceNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {result == null ? (
            <>
              <ToggleButtonGroup
                value={method}
                exclusive
                onChange={(_e, next: Method | null) => {
                  if (next) setMethod(next);
                }}
                aria-label={t('floor.split.method')}
              >
                <ToggleButton value="EQUAL">{t('floor.split.equal')}</ToggleButton>
                <ToggleButton value="LINES">{t('floor.split.byLines')}</ToggleButton>
              </ToggleButtonGroup>
              <TextField
                type="number"
                label={t('floor.split.parts')}
                value={parts}
                onChange={(e) => setParts(Math.min(20, Math.max(2, Math.round(Number(e.target.value)) || 2)))}
                slotProps={{ htmlInput: { min: 2, max: 20 } }}
                sx={{ maxWidth: 160 }}
              />
              {method === 'EQUAL' ? (
                <Typography>
                  {t('floor.split.equalHelp', { balance: money(order.balance, order.currency), parts })}
                </Typography>
              ) : (
                <LinesToParts order={order} parts={parts} assignment={assignment} onChange={setAssignment} />
              )}
              {split.isError && <Alert severity="error">{errorMessage(split.error)}</Alert>}
            </>
          ) : (
            <Stack spacing={1.5}>
              {result.parts.map((part, i) => (
                <OrderPaymentRow
                  key={i}
                  propertyId={propertyId}
                  orderId={order.id}
                  label={t('floor.split.part', { n: i + 1 })}
                  amount={part.amount}
                  currency={result.currency}
                />
              ))}
              <Typography>
                {t('floor.split.balanceNow', { balance: money(order.balance, order.currency) })}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {result == null ? (
          <>
            <Button onClick={onClose}>{t('pos.actions.cancel')}</Button>
            <Button variant="contained" onClick={work} disabled={split.isPending}>
              {t('floor.split.work')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            {t('floor.split.done')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
