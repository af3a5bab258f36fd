import { SetMetadata } from '@nestjs/common';

export const API_KEY_ACCESS = 'otimiza:api-key-access';

/**
 * A route of the public API (`/api/v1`): it takes only `Authorization: Bearer <key>` with a key of
 * the workspace (created on the white-label page's API tab), never the session cookie (401 without a
 * key), so no page of another site can call it as a signed-in user. The key acts for its workspace
 * only, counts against its plan, and is rate-limited per key by the host. Put it with
 * `@RequireFeature('enterpriseAPI')`: the public API is the Enterprise plan's. A route that changes
 * state is a POST, PUT, PATCH or DELETE (a viewer's key may not call it), never a GET.
 */
export const ApiKeyAccess = () => SetMetadata(API_KEY_ACCESS, true);
