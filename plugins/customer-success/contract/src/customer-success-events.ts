import { defineEvent } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * Customer success: a client of an agency needs attention — its health score dropped, its people
 * stopped signing in, a detractor answered the NPS question, or one of its sites fails. `factors`
 * names the health factors behind it (their scores before and now, 0–100, null when unmeasured).
 */
export const customerHealthAlert = defineEvent<{
  alertId: string;
  customerId: string;
  customerName: string;
  kind: 'score-drop' | 'no-login' | 'detractor' | 'failing-site';
  /** The member following the client (its CSM), or null: then the owners and admins. */
  csmUserId: string | null;
  score: number | null;
  previousScore: number | null;
  factors: { key: 'engagement' | 'value' | 'satisfaction' | 'product'; name: LocalizedText; from: number | null; to: number | null }[];
  title: LocalizedText;
  message: LocalizedText;
}>('customer-success.health-alert');
