import { useTranslation } from 'react-i18next';

/**
 * A permission's and a module's name in the user's language (users:permissions.<module>.<action>). A permission added
 * to the domain table before its translation shows its key rather than nothing; a unit test keeps them in step.
 */
export function usePermissionText() {
  const { t } = useTranslation('users');
  // The keys are data (the permission table), not literals the typed `t` can check.
  const tr = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return {
    permission: (p: string) => tr(`permissions.${p}`, { defaultValue: p }),
    module: (m: string) => tr(`permissionModules.${m}`, { defaultValue: m }),
  };
}
