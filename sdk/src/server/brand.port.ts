import type { HostBrand } from '../shared/api.js';

/** A brand's logo, for what the server renders itself (PDFs, e-mails). */
export interface BrandLogo {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg';
}

// In the SDK, not the white-label plugin's contract: the host consumes it (the access guard, sign-in, site info, the served page, invitations).
/**
 * The brand a reseller puts on the product (white-label), provided by at most one mounted plugin;
 * without one, every host and workspace shows the product. A brand is in force only while its
 * owner's plan includes it and the owner has not switched the providing plugin off.
 *
 * - Under a host other than the instance's own (a workspace's domain whose DNS points here), the
 *   core asks `brandForHost` for `GET /api/site-info` (the login page and the app apply it) and for
 *   the pages it serves: a visitor of a branded host opening `/` is sent to `/login`, and the
 *   page's title is the brand's.
 * - Everywhere else a workspace's own brand applies (`brandOfWorkspace`): the app's theme for its
 *   members, its PDFs, share pages and e-mails. A client workspace carries the brand of the
 *   reseller that manages it.
 */
export abstract class BrandPort {
  /**
   * The brand of `host` (the request's host name: lower case, no port), or null for the product's
   * own. Called on page loads: indexed reads, no network.
   */
  abstract brandForHost(host: string): Promise<HostBrand | null>;
  /** The brand in force for a workspace: its own, or its managing workspace's; null for the product's. `logoUrl` is public. */
  abstract brandOfWorkspace(workspaceId: string): Promise<HostBrand | null>;
  /** The logo of the brand in force for a workspace (see brandOfWorkspace), or null. */
  abstract logoOfWorkspace(workspaceId: string): Promise<BrandLogo | null>;
  /**
   * The host of the domain whose pages carry the brand in force for a workspace (its own, or its
   * managing workspace's), while its DNS points here; null otherwise. Links made for the
   * workspace's visitors (a shared report's) use it instead of the instance's own host.
   */
  abstract domainOfWorkspace(workspaceId: string): Promise<string | null>;
  /**
   * The domain configured for the brand in force for a workspace, whatever its DNS says: `active`
   * once it is proved the owner's and points here (what domainOfWorkspace answers), else pending;
   * null without a brand in force or a domain. For the screens that show where the brand applies.
   */
  abstract domainStateOfWorkspace(workspaceId: string): Promise<{ host: string; active: boolean } | null>;
  /**
   * The workspace may put a brand in force (its plan includes the providing plugin, not switched off): the brand's
   * Enterprise-only fields (its name, hiding the product brand) can be set and shown for it.
   */
  abstract availableTo(workspaceId: string): Promise<boolean>;
}
