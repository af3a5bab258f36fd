/** The usage bar's thresholds, in percent of the plan's limit. */
export const usageThresholds = {
  /** The bar turns yellow. */
  high: 70,
  /** A warning text appears. */
  warning: 80,
  /** The bar turns red. */
  critical: 90,
  /** The limit is reached: an upgrade button. */
  full: 100,
} as const;

export type UsageLevel = 'normal' | 'high' | 'critical';

/**
 * Bar colours per level: none of its own below 70 % (the bar takes the theme's info colour, which a brand in force sets:
 * Otimiza's blue, or the partner's), then yellow and red, which mean the same under every brand.
 */
export const usageColors: Readonly<Record<UsageLevel, string | undefined>> = {
  normal: undefined,
  high: '#CA8A04',
  critical: '#DC2626',
};

/** Analyses used as a whole percentage of the limit (0–100), or null for an unlimited plan. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null) return null;
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((used / limit) * 100)));
}

export function usageLevel(percent: number): UsageLevel {
  if (percent >= usageThresholds.critical) return 'critical';
  if (percent >= usageThresholds.high) return 'high';
  return 'normal';
}

export function usageColor(percent: number): string | undefined {
  return usageColors[usageLevel(percent)];
}

/** What a usage bar shows besides its colour: the warning text from 80 %, the upgrade button at 100 %. */
export function usageState(used: number, limit: number | null) {
  const percent = usagePercent(used, limit);
  if (percent === null) return { percent: null, level: 'normal' as UsageLevel, color: usageColors.normal, warn: false, full: false };
  const full = limit !== null && used >= limit;
  return {
    percent,
    level: usageLevel(percent),
    color: usageColor(percent),
    warn: percent >= usageThresholds.warning && !full,
    full,
  };
}
