import type { HtmlFix } from './html-fix.js';
import { ariaAttributesFix, ariaHiddenFocusFix, ariaRolesFix } from './fixes/aria.js';
import { canonicalFix } from './fixes/canonical.js';
import { charsetFix, htmlLangFix, viewportFix } from './fixes/document-basics.js';
import { buttonNameFix, formLabelsFix } from './fixes/forms.js';
import { frameTitleFix } from './fixes/frames.js';
import { areaAltFix, graphicNameFix, objectAltFix } from './fixes/graphics.js';
import { emptyHeadingFix, headingOrderFix, mainLandmarkFix, singleH1Fix } from './fixes/headings.js';
import { hreflangFix } from './fixes/hreflang.js';
import { imageAltFix, imageDimensionsFix, lazyLoadingFix, redundantAltFix } from './fixes/images.js';
import { accessKeysFix, ariaHiddenBodyFix, tabindexFix } from './fixes/keyboard.js';
import { crawlableAnchorsFix, linkNameFix, linkTextFix, relNoopenerFix } from './fixes/links.js';
import { listChildrenFix, listItemParentFix } from './fixes/lists.js';
import { metaDescriptionFix } from './fixes/meta-description.js';
import { deferScriptsFix, faviconFix, preconnectFix } from './fixes/performance.js';
import { openGraphFix, twitterCardFix } from './fixes/social-tags.js';
import { structuredDataFix } from './fixes/structured-data.js';
import { tableHeadersFix, tableSummaryFix } from './fixes/tables.js';
import { titleFix } from './fixes/title.js';

/**
 * Every fix, in the order they run: the document basics first (language and title feed the
 * later ones), the social tags after the title and description they copy, images before links
 * (a link's name may come from its image's alt), and an alt text that repeats its link or
 * paragraph is dropped only once the link texts are final.
 */
export const fixCatalogue: readonly HtmlFix[] = [
  charsetFix,
  htmlLangFix,
  viewportFix,
  titleFix,
  metaDescriptionFix,
  canonicalFix,
  hreflangFix,
  imageAltFix,
  graphicNameFix,
  objectAltFix,
  imageDimensionsFix,
  lazyLoadingFix,
  openGraphFix,
  twitterCardFix,
  structuredDataFix,
  emptyHeadingFix,
  singleH1Fix,
  headingOrderFix,
  mainLandmarkFix,
  linkTextFix,
  linkNameFix,
  areaAltFix,
  crawlableAnchorsFix,
  buttonNameFix,
  redundantAltFix,
  formLabelsFix,
  frameTitleFix,
  tabindexFix,
  accessKeysFix,
  ariaHiddenBodyFix,
  ariaAttributesFix,
  ariaRolesFix,
  ariaHiddenFocusFix,
  listItemParentFix,
  listChildrenFix,
  tableHeadersFix,
  tableSummaryFix,
  relNoopenerFix,
  deferScriptsFix,
  preconnectFix,
  faviconFix,
];
