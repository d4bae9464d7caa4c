import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Minus, the quantity, plus: large targets for a finger, each a labelled button for the keyboard. */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of ("Quantity of Margherita"). */
  label: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={label} sx={{ alignItems: 'center' }}>
      <IconButton
        onClick={() => onChange(value - 1)}
        disabled={value <= 1}
        aria-label={t('pos.cart.less')}
        size="large"
      >
        <RemoveIcon />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={t('pos.cart.more')}
        size="large"
      >
        <AddIcon />
      </IconButton>
    </Stack>
  );
}
