import { SetMetadata } from '@nestjs/common';
import type { FeatureKey } from '../shared/features.js';

export const PUBLIC_ROUTE = 'otimiza:public-route';
export const REQUIRED_FEATURE = 'otimiza:required-feature';

/** Marks a route (or a whole controller) as open to visitors without a session. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Requires a plan feature; the core's guard answers 402 SUBSCRIPTION_REQUIRED without it. */
export const RequireFeature = (feature: FeatureKey) => SetMetadata(REQUIRED_FEATURE, feature);
