import Avatar from '@mui/material/Avatar';

import type { ShellUser } from '../hooks/use-shell';
import { initialsOf } from '../utils/shell-rules';

/** The user's photo, or their initials on a coloured disc. Decorative: the name is always shown or announced. */
export function UserAvatar({
  user,
  size = 40,
  ring,
}: {
  user: ShellUser | null;
  size?: number;
  ring?: string;
}) {
  return (
    <Avatar
      src={user?.photoUrl ?? undefined}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 700,
        bgcolor: '#3b5bdb',
        color: '#fff',
        boxShadow: ring ? `0 0 0 3px ${ring}` : 'none',
      }}
    >
      {initialsOf(user?.firstName, user?.lastName)}
    </Avatar>
  );
}
