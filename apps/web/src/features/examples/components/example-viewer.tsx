import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { TranslationKey } from '../../../lib/route-handle';
import { exampleTitle } from '../utils/example-title';

/** An example: its title and description (translation keys), its component, and its source file (under `path`). */
export type ExampleEntry = {
  title: TranslationKey;
  description: TranslationKey;
  component: ComponentType;
  file: string;
};

/**
 * The route data of the example viewer (spec §2.1): `map` lists the examples shown for each page id, `components`
 * holds each example, `path` is the folder of their sources.
 */
export type ExampleRouteData = {
  map: Record<string, readonly string[]>;
  components: Record<string, ExampleEntry>;
  path: string;
  /** Builds the link to a page of the viewer. */
  hrefOf: (id: string) => string;
};

type ExampleViewerProps = { id: string | undefined; data: ExampleRouteData };

/**
 * The example viewer template page: its title comes from the route's `id`; it lists the examples the route data
 * maps to that id. Spec §8: without an id it logs 'EXAMPLE ID MISSING', and with an id the data does not know,
 * 'EXAMPLE COMPONENT MISSING' (console only; the page offers the known example pages instead).
 */
export function ExampleViewer({ id, data }: ExampleViewerProps) {
  const { t } = useTranslation();
  const names = id ? data.map[id] : undefined;

  useEffect(() => {
    if (!id) console.error('EXAMPLE ID MISSING');
    else if (!data.map[id]) console.error('EXAMPLE COMPONENT MISSING');
  }, [id, data]);

  const pages = Object.keys(data.map);
  const index = (
    <Box component="nav" aria-label={t('examples.pagesLabel')} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {pages.map((page) => (
          <Link key={page} component={RouterLink} to={data.hrefOf(page)} underline="hover">
            {exampleTitle(page)}
          </Link>
        ))}
      </Stack>
    </Box>
  );

  if (!id || !names) {
    return (
      <>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {id ? exampleTitle(id) : t('examples.heading')}
        </Typography>
        <Alert severity={id ? 'warning' : 'info'} sx={{ mt: 2 }}>
          {id ? t('examples.unknown', { id }) : t('examples.pick')}
        </Alert>
        {index}
      </>
    );
  }

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {exampleTitle(id)}
      </Typography>
      {index}
      <Stack spacing={3} sx={{ mt: 3 }}>
        {names.map((name) => {
          const entry = data.components[name];
          if (!entry) return null;
          const Example = entry.component;
          return (
            <Card key={name} variant="outlined" component="section" aria-label={t(entry.title)}>
              <CardHeader
                title={t(entry.title)}
                subheader={t(entry.description)}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Example />
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
                  {t('examples.source', { file: `${data.path}/${entry.file}` })}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
