import type { HostBrand } from '../shared/api.js';

/**
 * Brands the pages served under a host other than the instance's own (white-label: a workspace's
 * domain whose DNS points at this instance). Provided by at most one mounted plugin; without one,
 * every host shows the product. The core asks it for `GET /api/site-info`, whose `brand` the web
 * app applies (name, logo, colours, the product's name hidden), and for the pages it serves: a
 * visitor of a branded host opening `/` is sent to `/login` instead of the product's landing, and
 * the page's title is the brand's.
 */
export abstract class HostBrandPort {
  /**
   * The brand of `host` (the request's host name: lower case, no port), or null for the product's
   * own. Called on page loads: one indexed read, no network.
   */
  abstract brandFor(host: string): Promise<HostBrand | null>;
}
