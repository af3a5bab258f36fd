import { ApiError, type SafeOutboundPort } from '@otimiza/sdk/server';

export type AddressVerdict = 'allowed' | 'refused' | 'unresolved';

/** Hosts remembered per run; past this, each address is asked again (a page linking to thousands of hosts). */
const maxRemembered = 2_000;

/**
 * The safe-outbound check of every discovered address. The port's verdict depends on the scheme,
 * credentials in the URL and the host's addresses only, so it is asked once per such key instead of
 * once per page (a DNS lookup each).
 */
export class AddressGuard {
  private readonly verdicts = new Map<string, Promise<AddressVerdict>>();

  constructor(private readonly outbound: SafeOutboundPort) {}

  /** 'refused' for an address the policy refuses (private, loopback, metadata…); 'unresolved' when its name does not resolve. */
  check(address: string): Promise<AddressVerdict> {
    const url = new URL(address);
    const key = `${url.protocol}//${url.username || url.password ? 'credentials@' : ''}${url.hostname}`;
    const known = this.verdicts.get(key);
    if (known) return known;
    const verdict = this.ask(address);
    if (this.verdicts.size < maxRemembered) this.verdicts.set(key, verdict);
    return verdict;
  }

  private async ask(address: string): Promise<AddressVerdict> {
    try {
      await this.outbound.assertAllowed(address);
      return 'allowed';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error.type === 'INVALID_URL' ? 'refused' : 'unresolved';
    }
  }
}
