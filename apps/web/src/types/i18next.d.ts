// Types translation keys from the English file, so `t('missing.key')` and route titles fail to compile.
import 'i18next';

import type enShell from '../../public/locales/en/shell.json';
import type en from '../../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; shell: typeof enShell };
  }
}
