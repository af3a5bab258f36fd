/** A Lingui `.po` catalog, compiled by `@lingui/vite-plugin` in the host's build. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
