/** Usage bar colours (spec 000 §9): yellow from 70 %, red from 90 %. */
export function usageColor(percent: number): string {
  if (percent >= 90) return '#DC2626';
  if (percent >= 70) return '#CA8A04';
  return '#2563EB';
}
