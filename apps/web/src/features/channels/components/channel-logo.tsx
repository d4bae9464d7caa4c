import Avatar from '@mui/material/Avatar';

/**
 * A channel's logo beside its name (decorative: the name is the label). The page's content security policy loads
 * images from our own origin only, so a logo elsewhere (an OTA's site) shows as the name's initials instead of a
 * blocked picture.
 */
export function ChannelLogo({
  name,
  logoUrl,
  size = 32,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  const own = logoUrl != null && logoUrl.startsWith('/') && !logoUrl.startsWith('//');
  const initials = name
    .split(/[\s,.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Avatar
      src={own ? logoUrl : undefined}
      alt=""
      aria-hidden
      variant="rounded"
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initials}
    </Avatar>
  );
}
