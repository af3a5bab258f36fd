import { usePrimaryColour } from '@otimiza/sdk/web';
/** A 0–100 score over time as a small line, newest on the right; nothing for fewer than two points. */
export function Sparkline({ points, label }: { points: { date: string; score: number }[]; label: string }) {
  const primary = usePrimaryColour();
  if (points.length < 2) return null;
  const width = 120;
  const height = 28;
  const step = width / (points.length - 1);
  const path = points
    .map((point, index) => `${(index * step).toFixed(1)},${(height - (Math.max(0, Math.min(100, point.score)) / 100) * height).toFixed(1)}`)
    .join(' ');
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} style={{ overflow: 'visible', flex: 'none' }}>
      <polyline points={path} fill="none" stroke={primary} strokeWidth={2} strokeLinejoin="round" />
    </svg>
  );
}
