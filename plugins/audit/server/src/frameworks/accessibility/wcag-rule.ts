import type { LocalizedText } from '@otimiza/sdk/shared';

/** An axe-core rule of the WCAG 2.x A/AA set, with the success criteria its tags name. */
export interface WcagRule {
  id: string;
  /** '1.1.1', '4.1.2'… */
  criteria: string[];
  level: 'A' | 'AA';
  /** axe's default impact for the rule (a violation reports its own). */
  impact: 'critical' | 'serious' | 'moderate' | 'minor';
  title: LocalizedText;
}
