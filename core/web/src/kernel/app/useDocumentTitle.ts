/** Sets the tab title to `<title> · Otimiza` (or the host's brand) while the page is shown. */
export { useDocumentTitle } from '@otimiza/sdk/web';
