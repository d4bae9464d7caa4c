import { useTranslation } from 'react-i18next';

/**
 * Menu names and tooltips are keys of the 'shell' namespace (`menu.*`) that arrive as data from the server, so they
 * are not known to the type checker; an unknown key shows as itself rather than failing.
 */
export function useMenuLabel(): (key: string | undefined) => string {
  const { t } = useTranslation('shell');
  const translate = t as unknown as (key: string) => string;
  return (key) => (key ? translate(key) : '');
}
