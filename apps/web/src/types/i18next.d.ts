// Types translation keys from the English file, so `t('missing.key')` and route titles fail to compile.
import 'i18next';

import type enRooms from '../../public/locales/en/rooms.json';
import type enSetup from '../../public/locales/en/setup.json';
import type enShell from '../../public/locales/en/shell.json';
import type en from '../../public/locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      shell: typeof enShell;
      setup: typeof enSetup;
      rooms: typeof enRooms;
    };
  }
}
