import i18next from 'i18next';

import { BookDemoPage } from '../../features/leads/components/book-demo-page';

/** Its words load with the page: a visitor's first visit fetches nothing of the signed-in area. */
export const clientLoader = () => async () => {
  await i18next.loadNamespaces('leads').catch(() => undefined);
  return null;
};

/** /book-a-demo (issue 15): the public "book a demo" form; what is sent becomes a business lead. */
export default function BookDemoRoute() {
  return <BookDemoPage />;
}
