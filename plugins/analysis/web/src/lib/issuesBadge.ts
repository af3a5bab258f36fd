/** The issues badge's variants: 0 default, up to 3 secondary, more destructive. */
export type IssuesVariant = 'default' | 'secondary' | 'destructive';

export function issuesVariant(count: number): IssuesVariant {
  if (count <= 0) return 'default';
  if (count <= 3) return 'secondary';
  return 'destructive';
}

/** Each variant's colours (text, background, border), each with a WCAG AA contrast. */
export const issuesColors: Readonly<Record<IssuesVariant, { color: string; background: string; borderColor: string }>> = {
  default: { color: '#FFFFFF', background: '#1D4ED8', borderColor: '#1D4ED8' },
  secondary: { color: '#334155', background: '#F1F5F9', borderColor: '#CBD5E1' },
  destructive: { color: '#FFFFFF', background: '#B91C1C', borderColor: '#B91C1C' },
};
