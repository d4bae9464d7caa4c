/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in the document title, the app bar and the sign-in card. Defaults to 'BookOne'. */
  readonly VITE_APP_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
