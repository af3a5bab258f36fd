import { Injectable } from '@nestjs/common';
import { AppOrigin, type RequestOrigin } from '@otimiza/sdk/server';
import { sharedSiteReportPath } from '@otimiza/plugin-site-audit-shared';

export type { RequestOrigin };

/**
 * The absolute address of a site report's share link: the app's address (AppOrigin) + `/site-report/{token}`, on the
 * white-label brand's domain when one is in force for the workspace (with PUBLIC_URL's protocol). The same rule as
 * the reports plugin's shared reports.
 */
@Injectable()
export class ShareLinkAddress {
  constructor(private readonly app: AppOrigin) {}

  of(token: string, request: RequestOrigin, domain: string | null): string {
    const base = this.app.baseFor(request);
    const path = sharedSiteReportPath(token);
    return domain ? `${new URL(base).protocol}//${domain}${path}` : `${base}${path}`;
  }
}
