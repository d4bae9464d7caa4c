import type { ColorPair } from '../theme/colors';

/** A bar (header, footer) painted in one of the configurable colours, with a hairline on its content side. */
export function barSx(pair: ColorPair, edge: 'top' | 'bottom') {
  const border = '1px solid rgba(127, 127, 127, 0.24)';
  return {
    bgcolor: pair.background,
    color: pair.text,
    backgroundImage: 'none',
    ...(edge === 'top' ? { borderTop: border } : { borderBottom: border }),
  };
}
