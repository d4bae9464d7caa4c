import type { CustomerDuplicate } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';

import { customerLabel, type NamedCustomer } from './use-customer-choice';

/**
 * The warning under a new customer's fields when its email or phone already belongs to someone: each of them, with a
 * button that takes that customer instead. Nothing while there is none.
 */
export function DuplicateCustomers({
  duplicates,
  intro,
  takeLabel,
  onUse,
}: {
  duplicates: CustomerDuplicate[];
  intro: string;
  takeLabel: (duplicate: CustomerDuplicate) => string;
  onUse: (customer: NamedCustomer) => void;
}) {
  if (duplicates.length === 0) return null;
  return (
    <Grid size={12}>
      <Alert severity="warning">
        {intro}
        {duplicates.map((d) => {
          const customer = { id: d.id, firstName: d.name, lastName: null, email: d.email, phone: d.phone };
          return (
            <Box key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <span>{customerLabel(customer)}</span>
              <Button size="small" onClick={() => onUse(customer)}>
                {takeLabel(d)}
              </Button>
            </Box>
          );
        })}
      </Alert>
    </Grid>
  );
}
