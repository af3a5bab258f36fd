import { SetMetadata } from '@nestjs/common';

export const API_KEY_ACCESS = 'otimiza:api-key-access';

/**
 * A route of the public API (`/api/v1`): besides a session, it takes `Authorization: Bearer <key>`
 * with a key of the workspace (created on the white-label page's API tab). The key acts for its
 * workspace only, counts against its plan, and is rate-limited per key by the host. Put it with
 * `@RequireFeature('enterpriseAPI')`: the public API is the Enterprise plan's.
 */
export const ApiKeyAccess = () => SetMetadata(API_KEY_ACCESS, true);
