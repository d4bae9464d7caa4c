import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';

// The sheet downloads on the first opening (issue 9 §3); once built it stays mounted for its closing transition.
const ShareMenu = lazy(() => import('./share-menu'));

/** A share button opening the share sheet: Facebook, Twitter and LinkedIn links, each in a new tab. */
export function ShareButton() {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [built, setBuilt] = useState(false);

  return (
    <>
      <Hint title={t('share.button')}>
        <IconButton
          color="inherit"
          aria-label={t('share.button')}
          aria-haspopup="menu"
          aria-expanded={anchor != null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => {
            setBuilt(true);
            setAnchor(event.currentTarget);
          }}
        >
          <ShareIcon />
        </IconButton>
      </Hint>
      {built && (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
