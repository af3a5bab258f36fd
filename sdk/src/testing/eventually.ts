/**
 * Waits until `find` answers something (an event a probe subscriber recorded, a row), checking every
 * `intervalMs`; fails naming `what` after `timeoutMs`. For specs: no fixed sleeps.
 */
export async function eventually<T>(find: () => T | undefined, what: string, timeoutMs = 20_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not arrive`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
