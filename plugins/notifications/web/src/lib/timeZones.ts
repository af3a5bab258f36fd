import { DEFAULT_TIME_ZONE } from '@otimiza/plugin-notifications-shared';

let cached: { value: string; label: string }[] | null = null;

function offsetOf(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((candidate) => candidate.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** The browser's IANA time zones as options ('America/Sao Paulo (GMT-3)'), Brasília first; `current` is kept even if unknown here. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  if (!cached) {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    const ordered = [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE), 'UTC'].filter((zone, index, all) => all.indexOf(zone) === index);
    cached = ordered.map((zone) => {
      const offset = offsetOf(zone);
      return { value: zone, label: `${zone.replace(/_/g, ' ')}${offset ? ` (${offset})` : ''}` };
    });
  }
  return cached.some((option) => option.value === current) ? cached : [{ value: current, label: current }, ...cached];
}

/** The times of the day every 30 minutes ('00:00' … '23:30'), with `current` among them. */
export function clockOptions(current: string): { value: string; label: string }[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 30)
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  if (!times.includes(current)) times.push(current);
  return times.sort().map((time) => ({ value: time, label: time }));
}
