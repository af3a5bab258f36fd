/** How long a run still needs, rounded the way a person says it: "less than a minute", "about 3 min", "about 1 h 20 min". */
export type EtaEstimate = { kind: 'under-minute' } | { kind: 'minutes'; minutes: number } | { kind: 'hours'; hours: number; minutes: number };

/**
 * Rounds the server's seconds left: below a minute says so; below an hour, to the minute; from an
 * hour on, to five minutes (the pace of a long run wobbles more than that).
 */
export function roundEta(seconds: number): EtaEstimate {
  if (!Number.isFinite(seconds) || seconds < 60) return { kind: 'under-minute' };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { kind: 'minutes', minutes };
  const roundedMinutes = Math.round(seconds / 300) * 5;
  return { kind: 'hours', hours: Math.floor(roundedMinutes / 60), minutes: roundedMinutes % 60 };
}
