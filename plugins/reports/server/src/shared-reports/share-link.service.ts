import { Injectable } from '@nestjs/common';
import { AppOrigin, type RequestOrigin } from '@otimiza/sdk/server';

export type { RequestOrigin };

/**
 * The absolute address of a shared report: the app's address (AppOrigin) + `/r/{token}`, or the reseller's domain
 * when its white-label brand applies to the workspace.
 */
@Injectable()
export class ShareLinkService {
  constructor(private readonly app: AppOrigin) {}

  /** `domain`: the host of the workspace's white-label domain, when one is active (BrandPort): the link is made on it, with PUBLIC_URL's protocol. */
  linkFor(token: string, request: RequestOrigin, domain: string | null = null): string {
    const base = this.app.baseFor(request);
    return domain ? `${new URL(base).protocol}//${domain}/r/${token}` : `${base}/r/${token}`;
  }
}
