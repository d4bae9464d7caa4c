// What the page offers, by the business's kind (decision 0048). The views are imported statically: a dynamic
// import would bring Vite's preload helper, which the build keeps in the back office's first chunk (MUI and all).
// The accommodation view books rooms (rooms/); services and restaurants add theirs here.
import type { BookingEngineKind, BookingEngineProfile } from '@bookone/domain';
import type { ComponentType } from 'react';

import type { Translator } from './i18n';
import { RoomsView } from './rooms/rooms-view';
import { ServicesView } from './services/services-view';

export interface KindViewProps {
  profile: BookingEngineProfile;
  tr: Translator;
  /** Opens the page's confirmation of a paid booking (its payment's token). */
  onConfirmed: (token: string) => void;
}

export type KindView = ComponentType<KindViewProps>;

export const KIND_VIEWS: Partial<Record<BookingEngineKind, KindView>> = {
  ACCOMMODATION: RoomsView,
  // A service business's offerings and a restaurant's tables: slots of the desk's engine (services/).
  SERVICE: ServicesView,
  RESTAURANT: ServicesView,
};
