import type * as dns from 'node:dns';

/**
 * `node:dns` with a `lookup` under which every name answers loopback, for a spec's `vi.mock('node:dns', …)`: the
 * safe-outbound policy refuses loopback (without ALLOW_PRIVATE_TARGETS), so no address a route is given reaches the
 * network.
 */
export function everyNameOnLoopback(real: typeof dns): typeof dns {
  const lookup = (_hostname: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true;
    process.nextTick(() => (all ? done(null, [{ address: '127.0.0.1', family: 4 }]) : done(null, '127.0.0.1', 4)));
  };
  return { ...real, lookup, default: { ...real, lookup } } as unknown as typeof dns;
}
