import { SetMetadata } from '@nestjs/common';
import type { FeatureKey } from '../shared/features.js';
import type { WorkspaceRole } from '../shared/workspace-roles.js';

export const PUBLIC_ROUTE = 'otimiza:public-route';
export const REQUIRED_FEATURE = 'otimiza:required-feature';
export const REQUIRED_ROLE = 'otimiza:required-role';
export const ALLOW_VIEWER = 'otimiza:allow-viewer';

/** Marks a route (or a whole controller) as open to visitors without a session. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Requires a plan feature; the core's guard answers 402 SUBSCRIPTION_REQUIRED without it. */
export const RequireFeature = (feature: FeatureKey) => SetMetadata(REQUIRED_FEATURE, feature);

/**
 * Requires at least this role in the session's workspace (`'admin'`: owners and admins), on reads
 * too; the core's guard answers 403 FORBIDDEN to the others. Without it, any member may read and
 * every role but viewer may write.
 */
export const RequireRole = (minimum: WorkspaceRole) => SetMetadata(REQUIRED_ROLE, minimum);

/**
 * A write a viewer (read-only role) may still make because it changes only the caller's own
 * account or session: logging out, switching workspace, accepting an invitation, the password.
 * Every other non-GET route answers a viewer 403 FORBIDDEN.
 */
export const AllowViewer = () => SetMetadata(ALLOW_VIEWER, true);
