import { healthBand, type HealthBand } from '@otimiza/plugin-customer-success-shared';

/** 80+ green, 60+ yellow, 40+ orange, below 40 red — text colours with an AA contrast on their backgrounds. */
export const bandColours: Record<HealthBand, { color: string; background: string; border: string; stroke: string }> = {
  green: { color: '#166534', background: '#DCFCE7', border: '#86EFAC', stroke: '#16A34A' },
  yellow: { color: '#854D0E', background: '#FEF9C3', border: '#FDE047', stroke: '#CA8A04' },
  orange: { color: '#9A3412', background: '#FFEDD5', border: '#FDBA74', stroke: '#EA580C' },
  red: { color: '#991B1B', background: '#FEE2E2', border: '#FCA5A5', stroke: '#DC2626' },
};

export const coloursOf = (score: number) => bandColours[healthBand(score)];

/** R$ in the interface language. */
export function money(value: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en' : 'pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: value % 1 === 0 ? 0 : 2 }).format(
    value,
  );
}

export function percentText(value: number | null, locale: string, digits = 1): string {
  if (value === null) return '—';
  return `${new Intl.NumberFormat(locale === 'en' ? 'en' : 'pt-BR', { maximumFractionDigits: digits }).format(value)}%`;
}
