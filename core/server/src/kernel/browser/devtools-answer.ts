/**
 * Whether the DevTools endpoint on `port` is a browser's. chrome-launcher picks a free port, lets it go and waits until
 * something accepts connections there: another process that took the port in between (a server of a parallel test, of
 * the host) passes that wait, and the browser behind it has no DevTools at all.
 */
export async function answersAsDevTools(port: number, timeoutMs = 5_000): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { webSocketDebuggerUrl?: unknown };
    return typeof body.webSocketDebuggerUrl === 'string';
  } catch {
    return false;
  }
}
