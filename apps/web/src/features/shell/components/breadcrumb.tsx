import { findRoute } from '@bookone/domain';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';

import { APP_NAME } from '../../../config/env';
import { getRouteHandle } from '../../../lib/route-handle';
import type { BreadcrumbStyle } from '../stores/layout-config';

export type BreadcrumbPart = { label: string; title: string; pathname: string };

/** Replaces `{{name}}` placeholders with route parameters; unknown names stay as they are. */
export function replaceParams(text: string, params: Readonly<Record<string, string | undefined>>): string {
  return text.replace(/\{\{\s*([\w-]+)\s*\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The breadcrumb trail of the current route chain (spec §2.2): each route with a handle title or breadcrumb. */
export function useBreadcrumbParts(): BreadcrumbPart[] {
  const matches = useMatches();
  const { t } = useTranslation();
  return matches.flatMap((match) => {
    const handle = getRouteHandle(match);
    const labelKey = handle?.breadcrumb ?? handle?.title;
    if (!labelKey) return [];
    const params = { ...match.params, appName: APP_NAME };
    const label = replaceParams(t(labelKey, params), params);
    const title = handle?.title ? replaceParams(t(handle.title, params), params) : label;
    return [{ label, title, pathname: match.pathname }];
  });
}

/**
 * The breadcrumb of the admin layout. 'simple' shows the trail; 'title' shows the page title in large type, with
 * the trail under it when there is more than one part. The page itself owns its h1, so the title here is styled
 * text, not a second heading.
 */
export function Breadcrumb({ variant }: { variant: BreadcrumbStyle }) {
  const { t } = useTranslation('shell');
  const parts = useBreadcrumbParts();
  if (parts.length === 0) return null;
  const current = parts[parts.length - 1]!;

  const trail = (
    <Breadcrumbs
      aria-label={t('layout.breadcrumb')}
      separator={
        <NavigateNextIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
      }
      sx={{ fontSize: 14, '& .MuiBreadcrumbs-separator': { mx: 0.5 } }}
    >
      {parts.map((part, index) =>
        // The current page, and a section that has no page of its own (its bare address is unknown), are text.
        index === parts.length - 1 || !findRoute(part.pathname) ? (
          <Typography
            key={part.pathname}
            aria-current={index === parts.length - 1 ? 'page' : undefined}
            sx={
              index === parts.length - 1
                ? { fontSize: 14, color: 'text.primary', fontWeight: 600 }
                : { fontSize: 14, color: 'text.secondary' }
            }
          >
            {part.label}
          </Typography>
        ) : (
          <MuiLink
            key={part.pathname}
            component={Link}
            to={part.pathname}
            underline="hover"
            sx={{ fontSize: 14, color: 'text.secondary' }}
          >
            {part.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );

  if (variant === 'simple') return <Box sx={{ mb: 2.5 }}>{trail}</Box>;

  return (
    <Box
      data-breadcrumb="title"
      sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}
    >
      <Typography
        component="p"
        sx={{ fontSize: 22, fontWeight: 800, lineHeight: 1.3, letterSpacing: '-0.01em' }}
      >
        {current.title}
      </Typography>
      {parts.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            aria-hidden
            sx={{ width: '1px', height: 20, bgcolor: 'divider', display: { xs: 'none', sm: 'block' } }}
          />
          {trail}
        </Box>
      )}
    </Box>
  );
}
