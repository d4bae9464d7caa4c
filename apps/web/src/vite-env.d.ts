/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in the document title, the app bar and the sign-in card. Defaults to 'BookOne'. */
  readonly VITE_APP_NAME?: string;
  /** Base address of the public listing pages; the footer opens `${base}/${seoFriendlyName}`. */
  readonly VITE_PUBLIC_LISTING_BASE_URL?: string;
  /** Address of the developers credited in the footer. */
  readonly VITE_CREDITS_URL?: string;
  /** The platform team's address for plan changes, shown on the upgrade page. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
