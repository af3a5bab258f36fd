/** How often the wait looks at the clock; a longer gap between two looks is the process stalled, not the other side slow. */
const TICK_MS = 50;

/** Rejects when `promise` has not settled within `ms` of wall-clock time (the work itself is not cancelled). Deadlines (a shutdown's) use this. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return raceAgainst(promise, (expire) => {
    const timer = setTimeout(() => expire(new Error(`${what} did not answer within ${ms} ms`)), ms);
    return () => clearTimeout(timer);
  });
}

/**
 * Rejects when `promise` has not settled within `ms` of this process's running time: for waits on
 * another service's answer (Redis). Time the event loop spent blocked (a Lighthouse run's trace
 * processing in the same process, a loaded machine) counts for at most two ticks: after such a
 * stall, Node runs expired timers before the socket reads that arrived meanwhile, so a plain timer
 * answered "Redis did not answer" for a reply that was already there, and a job was refused with 503.
 * Not for deadlines: a stalled process would overrun them.
 */
export function withinRunningTime<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return raceAgainst(promise, (expire) => {
    let spent = 0;
    let last = performance.now();
    const timer = setInterval(
      () => {
        const now = performance.now();
        spent += Math.min(now - last, 2 * TICK_MS);
        last = now;
        if (spent >= ms) expire(new Error(`${what} did not answer within ${ms} ms`));
      },
      Math.min(TICK_MS, Math.max(1, ms)),
    );
    return () => clearInterval(timer);
  });
}

/** `promise`, or the error `startClock` expires with first; the clock is stopped either way. */
async function raceAgainst<T>(promise: Promise<T>, startClock: (expire: (error: Error) => void) => () => void): Promise<T> {
  let stopClock = () => {};
  const expired = new Promise<never>((_, reject) => {
    stopClock = startClock(reject);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    stopClock();
  }
}

/** True when `promise` settled within `ms` (any wait when `ms` is infinite), false otherwise; never rejects. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  if (!Number.isFinite(ms)) return settled;
  return withTimeout(settled, Math.max(0, ms), 'settling').catch(() => false);
}
