import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { SearchBox } from '../../../features/search/components/search-box';
import { SearchResults } from '../../../features/search/components/search-results';

/** /search?q=: the results page of the search box (spec §2.3), users and properties found on the server. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {q.trim() ? t('search.headingFor', { q: q.trim() }) : t('search.heading')}
      </Typography>
      <Box sx={{ my: 3, maxWidth: 560 }}>
        {/* Keyed by the query, so that the box shows the text of the results below it. */}
        <SearchBox key={q} defaultValue={q} fullWidth />
      </Box>
      <SearchResults q={q} />
    </>
  );
}
