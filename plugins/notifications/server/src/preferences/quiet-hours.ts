import type { NotificationFrequency } from '@otimiza/plugin-notifications-shared';

/** A member's quiet hours: local clock times `HH:MM` in `timeZone`; `start` after `end` crosses midnight. */
export interface QuietWindow {
  enabled: boolean;
  start: string;
  end: string;
}

/** When a digest goes out, in the member's time zone: daily at this hour, weekly on Mondays at it. */
export const DIGEST_HOUR = 9;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a time zone. */
export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']) % 24,
    minute: Number(parts['minute']),
    weekday: weekdays.indexOf(parts['weekday']!),
  };
}

/** Minutes of the time zone ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = localTimeOf(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time happens in a time zone (day may overflow: day 32 is the next
 * month's first). A time skipped by a daylight-saving change is taken after the change.
 */
export function instantOf(timeZone: string, year: number, month: number, day: number, hour: number, minute: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  // Again with the offset in force at the first reading (a change between the two).
  const second = new Date(wall - offsetMinutes(first, timeZone) * 60_000);
  const shows = (instant: Date) => {
    const local = localTimeOf(instant, timeZone);
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute) === wall;
  };
  if (shows(first)) return first;
  if (shows(second)) return second;
  // The clock skips this time: the moment after the change, as far past it as the time was.
  return first.getTime() > second.getTime() ? first : second;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether the quiet hours cover `now` (start included, end excluded; equal start and end: no quiet hours). */
export function inQuietHours(now: Date, window: QuietWindow, timeZone: string): boolean {
  if (!window.enabled) return false;
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return false;
  const local = localTimeOf(now, timeZone);
  const minute = local.hour * 60 + local.minute;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The next instant after `now` at which the local clock shows `clock` (today's, else tomorrow's). */
export function nextClockTime(now: Date, clock: string, timeZone: string): Date {
  const local = localTimeOf(now, timeZone);
  const [hour, minute] = [Number(clock.slice(0, 2)), Number(clock.slice(3, 5))];
  for (let days = 0; days <= 2; days++) {
    const candidate = instantOf(timeZone, local.year, local.month, local.day + days, hour, minute);
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  return instantOf(timeZone, local.year, local.month, local.day + 3, hour, minute);
}

/** When the quiet hours covering `now` end, or null when they do not cover it. */
export function quietHoursEnd(now: Date, window: QuietWindow, timeZone: string): Date | null {
  return inQuietHours(now, window, timeZone) ? nextClockTime(now, window.end, timeZone) : null;
}

/**
 * When the digest holding a message made at `now` goes out: hourly at the next full hour, daily at
 * the next 09:00, weekly on the next Monday at 09:00 (local times); moved to the end of the quiet
 * hours when they cover that time. Null for `immediate`.
 */
export function nextDigestTime(now: Date, frequency: NotificationFrequency, window: QuietWindow, timeZone: string): Date | null {
  if (frequency === 'immediate') return null;
  const local = localTimeOf(now, timeZone);
  let at: Date;
  if (frequency === 'hourly') {
    at = instantOf(timeZone, local.year, local.month, local.day, local.hour + 1, 0);
    if (at.getTime() <= now.getTime()) at = new Date(now.getTime() + 60 * 60_000 - (now.getTime() % (60 * 60_000)));
  } else {
    at = nextClockTime(now, `${String(DIGEST_HOUR).padStart(2, '0')}:00`, timeZone);
    if (frequency === 'weekly') {
      // Days until the next Monday from the day `at` falls on.
      const weekday = localTimeOf(at, timeZone).weekday;
      const days = (8 - weekday) % 7;
      const atLocal = localTimeOf(at, timeZone);
      at = instantOf(timeZone, atLocal.year, atLocal.month, atLocal.day + days, DIGEST_HOUR, 0);
    }
  }
  return quietHoursEnd(at, window, timeZone) ?? at;
}
