type Rgb = readonly [number, number, number];

export const WHITE = '#FFFFFF';
export const INK = '#0F172A';
/** WCAG 2 AA for body text. */
export const MIN_CONTRAST = 4.5;

const DEFAULT_PRIMARY = '#3B82F6';
const DEFAULT_SECONDARY = '#1E40AF';

function parse(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  return match ? (match.slice(1).map((part) => parseInt(part, 16)) as unknown as Rgb) : null;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parse(a) ?? [0, 0, 0]), luminance(parse(b) ?? [0, 0, 0])];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or near-black text on one colour: white while it reaches 3:1 (WCAG AA for large, bold text), else near-black. */
export function readableTextOn(hex: string): typeof WHITE | typeof INK {
  return !parse(hex) || contrastRatio(WHITE, hex) >= 3 ? WHITE : INK;
}

/**
 * Colours along a CSS linear gradient between two stops: browsers interpolate the sRGB channels
 * (not the luminance), so a point between two stops can be darker or lighter than both.
 */
export function gradientSamples(from: string, to: string, count = 21): string[] {
  const [a, b] = [parse(from) ?? [0, 0, 0], parse(to) ?? [0, 0, 0]];
  return Array.from({ length: count }, (_, index) => {
    const t = index / (count - 1);
    return toHex([0, 1, 2].map((channel) => a[channel]! + (b[channel]! - a[channel]!) * t) as unknown as Rgb);
  });
}

/**
 * Kept above the minimum when choosing: a browser rounds each channel of each pixel, which can
 * move a point's contrast by a few hundredths either way.
 */
const ROUNDING_MARGIN = 0.1;

/** The luminance at `t` (0 to 1) of the sRGB blend between two colours, as a CSS gradient paints it. */
function blendLuminance(a: Rgb, b: Rgb, t: number): number {
  return luminance([0, 1, 2].map((channel) => a[channel]! + (b[channel]! - a[channel]!) * t) as unknown as Rgb);
}

/**
 * The darkest luminance over a gradient. Each channel's luminance is convex along the blend, so
 * their sum is too: the darkest point can lie between the stops (#F44878 into #638EB3 dips in the
 * middle below what dark text needs), and a ternary search finds it.
 */
function darkestLuminance(a: Rgb, b: Rgb): number {
  let [low, high] = [0, 1];
  for (let step = 0; step < 40; step += 1) {
    const [left, right] = [low + (high - low) / 3, high - (high - low) / 3];
    if (blendLuminance(a, b, left) <= blendLuminance(a, b, right)) high = right;
    else low = left;
  }
  return Math.min(blendLuminance(a, b, (low + high) / 2), luminance(a), luminance(b));
}

/**
 * Whether `text` keeps the minimum contrast on every point between the two stops. By the same
 * convexity the lightest point is one of the stops, which is all that light text needs checked.
 */
function readsOn(text: string, from: string, to: string): boolean {
  const textLuminance = luminance(parse(text) ?? [0, 0, 0]);
  const black: Rgb = [0, 0, 0];
  const [a, b] = [parse(from) ?? black, parse(to) ?? black];
  const needed = MIN_CONTRAST + ROUNDING_MARGIN;
  const lightest = Math.max(luminance(a), luminance(b));
  if (textLuminance >= lightest) return (textLuminance + 0.05) / (lightest + 0.05) >= needed;
  const darkest = darkestLuminance(a, b);
  return textLuminance <= darkest && (darkest + 0.05) / (textLuminance + 0.05) >= needed;
}

/** The same hue, darker: each channel scaled towards black. */
function deepen(hex: string, amount: number): string {
  return toHex((parse(hex) ?? [0, 0, 0]).map((channel) => channel * (1 - amount)) as unknown as Rgb);
}

export interface BrandHeaderColours {
  from: string;
  to: string;
  text: string;
}

/**
 * The shared report's header: a gradient from the brand's primary to its secondary colour, with
 * text that reads on every point of it (contrast ≥ 4.5). White when it reads; near-black on light
 * brands; when neither reads on the brand's own colours (a mid blue running into a dark one, as
 * the defaults do), the gradient is deepened in the same hues until white reads.
 */
export function brandHeaderColours(primary: string, secondary: string): BrandHeaderColours {
  const from = parse(primary) ? primary.trim().toUpperCase() : DEFAULT_PRIMARY;
  const to = parse(secondary) ? secondary.trim().toUpperCase() : DEFAULT_SECONDARY;
  if (readsOn(WHITE, from, to)) return { from, to, text: WHITE };
  if (readsOn(INK, from, to)) return { from, to, text: INK };
  for (let step = 1; step <= 20; step += 1) {
    const [deepFrom, deepTo] = [deepen(from, step * 0.05), deepen(to, step * 0.05)];
    if (readsOn(WHITE, deepFrom, deepTo)) return { from: deepFrom, to: deepTo, text: WHITE };
  }
  return { from: '#000000', to: '#000000', text: WHITE };
}
