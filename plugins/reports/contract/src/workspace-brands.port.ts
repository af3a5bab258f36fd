import type { AuthContext, BrandLogo } from '@otimiza/sdk/server';

/** A workspace's one brand as stored: the reports' look and contact, and the Enterprise-only fields white-label puts in force. */
export interface WorkspaceBrand {
  /** The brand's name under white-label; empty: no white-label brand is set. */
  brandName: string;
  companyName: string;
  /** `#RRGGBB`, in capitals. */
  primaryColor: string;
  /** `#RRGGBB`, in capitals. */
  secondaryColor: string;
  /** The product's name and marks are not shown under the brand's domain. */
  hideProductBrand: boolean;
  hasLogo: boolean;
  /** Null before the first save (the other fields are then the defaults). */
  updatedAt: Date | null;
}

/**
 * A save that merges: an absent field keeps its stored value. `logo`: a `data:image/png|jpeg;base64,…` URL,
 * null to remove it, absent to keep it. A logo that is not a PNG or JPG of up to 2 MB is refused (400) before anything is written.
 */
export interface WorkspaceBrandUpdate {
  brandName?: string;
  companyName?: string;
  primaryColor?: string;
  secondaryColor?: string;
  hideProductBrand?: boolean;
  logo?: string | null;
}

/**
 * The workspace's brand, one row for every use (PDFs, share pages, report e-mails and the white-label brand), owned by
 * the reports plugin. White-label reads it to put a brand in force and writes its Enterprise-only fields through it.
 */
export abstract class WorkspaceBrandsPort {
  /** The stored brand, or the defaults (updatedAt null) before the first save. */
  abstract brandOf(workspaceId: string): Promise<WorkspaceBrand>;
  abstract logoOf(workspaceId: string): Promise<BrandLogo | null>;
  abstract save(auth: AuthContext, update: WorkspaceBrandUpdate): Promise<WorkspaceBrand>;
}
