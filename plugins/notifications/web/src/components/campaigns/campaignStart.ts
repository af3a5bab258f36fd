import { brasiliaTimeZone } from '@otimiza/sdk/web';

/**
 * The campaign start is typed in an `<input type="datetime-local">` ('2026-03-10T09:00', no zone)
 * and means that wall-clock time in Brasília (or `timeZone`), whatever the browser's zone: a
 * browser in Lisbon schedules the same instant as one in São Paulo.
 */
const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall-clock time of `instant` in `timeZone`, as milliseconds of the same fields read as UTC. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** The input's value ('yyyy-mm-ddThh:mm', a wall-clock time in `timeZone`) as the ISO instant the API takes; null when empty or unreadable. */
export function campaignStartToIso(value: string | null | undefined, timeZone: string = brasiliaTimeZone): string | null {
  const match = value ? wallClock.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const asUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that time; read again at the first guess, for a time next to a change of offset.
  const guess = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  const instant = asUtc - (wallClockAsUtc(guess, timeZone) - guess);
  return new Date(instant).toISOString();
}

/** An ISO instant as the input's value: its wall-clock time in `timeZone` ('yyyy-mm-ddThh:mm'); '' when missing or unreadable. */
export function campaignStartInputOf(iso: string | null | undefined, timeZone: string = brasiliaTimeZone): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(wallClockAsUtc(instant, timeZone)).toISOString().slice(0, 16);
}
