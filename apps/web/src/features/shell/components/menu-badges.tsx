import type { MenuBadge } from '@bookone/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The badges of a menu entry (value and colour, spec §3). */
export function MenuBadges({ badges }: { badges: readonly MenuBadge[] | undefined }) {
  if (!badges || badges.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
      {badges.map((badge, index) => (
        <Chip
          key={`${badge.value}-${index}`}
          label={badge.value}
          color={badge.color}
          size="small"
          sx={{ height: 20, fontSize: 11, fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
        />
      ))}
    </Stack>
  );
}
