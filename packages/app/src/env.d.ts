/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's id (buildIdentity.ts), set by the browser's build only. */
  readonly APP_BUILD?: string;
}
