import { DEFAULT_APP_NAME } from '@bookone/domain';

/** The product name: the one setting behind the document title, the app bar and the sign-in card. */
export const APP_NAME: string = import.meta.env.VITE_APP_NAME?.trim() || DEFAULT_APP_NAME;
