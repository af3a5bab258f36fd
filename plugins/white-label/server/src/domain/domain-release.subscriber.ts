import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntitlementsPort, EventsPort, planChanged } from '@otimiza/sdk/server';
import { WHITE_LABEL_FEATURE } from '@otimiza/plugin-white-label-shared';
import { DomainClaims } from './domain-claims.js';

/**
 * A workspace whose plan no longer includes white-label releases its address at once (planChanged):
 * it no longer holds a proved claim that a later upgrade would bring back without a new proof. The
 * periodic check releases it too, for a change no event told.
 */
@Injectable()
export class DomainReleaseSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly entitlements: EntitlementsPort,
    private readonly claims: DomainClaims,
  ) {}

  onModuleInit(): void {
    // The plan change that takes white-label away is exactly when the workspace stops using it: delivered after its use.
    this.events.subscribe(
      planChanged,
      'white-label.release-domain',
      async (event) => {
        if (!event.workspaceId) return;
        if ((await this.entitlements.featuresOf(event.workspaceId)).has(WHITE_LABEL_FEATURE)) return;
        await this.claims.release(event.workspaceId);
      },
      { afterUse: true },
    );
  }
}
