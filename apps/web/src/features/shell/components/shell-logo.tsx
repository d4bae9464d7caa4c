import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

import { APP_NAME } from '../../../config/env';
import defaultBusinessLogo from '../assets/default-business-logo.svg';
import defaultLogo from '../assets/default-logo.svg';
import type { ShellProperty } from '../utils/shell-rules';
import { logoKind } from '../utils/shell-rules';

const SOURCES = { default: defaultLogo, business: defaultBusinessLogo } as const;

/** The sidebar and header logo (spec §2.3, §6): the property's logo, or a bundled default. */
export function ShellLogo({ property, size = 36 }: { property: ShellProperty | null; size?: number }) {
  const { t } = useTranslation('shell');
  const kind = logoKind(property);
  const src =
    kind === 'property' && property?.logoUrl
      ? property.logoUrl
      : SOURCES[kind === 'business' ? 'business' : 'default'];
  const name = kind === 'property' && property ? property.name : APP_NAME;
  return (
    <Box
      component="img"
      src={src}
      alt={t('layout.logo', { name })}
      data-logo={kind}
      sx={{ width: size, height: size, borderRadius: 1.5, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
