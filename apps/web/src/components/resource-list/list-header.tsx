// The pieces most list pages put around the kit's page: the "New …" button beside the title and the status tabs
// ("All" then one tab per status).
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

import type { ResourceListPageProps } from './resource-list-page';

type Tabs<K extends string> = NonNullable<ResourceListPageProps<never, K, string>['tabs']>;

/** Status tabs of `filter`: "All" (no filter) first, then one tab per value, named by `labelOf`. */
export function statusTabs<K extends string, V extends string>(
  filter: K,
  {
    label,
    all,
    values,
    labelOf,
  }: {
    label: string;
    all: string;
    values: readonly V[];
    labelOf: (value: V) => string;
  },
): Tabs<K> {
  return {
    filter,
    label,
    options: [{ value: '', label: all }, ...values.map((value) => ({ value, label: labelOf(value) }))],
  };
}

/** The page's main action beside its title ("New company"): hidden from those who may not write. */
export function NewButton({
  icon,
  onClick,
  hidden = false,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  hidden?: boolean;
  children: ReactNode;
}) {
  if (hidden) return null;
  return (
    <Button variant="contained" startIcon={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
