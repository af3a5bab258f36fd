/** What the run made of an address of the site: to visit, a page, left aside, or another name of a page. */
export type AddressState = { state: 'queued' } | { state: 'page' } | { state: 'skipped' } | { state: 'alias'; of: string };

export type Admission = 'admitted' | 'url-cap' | 'query-variants';

/**
 * Every distinct address of the site (origin and prefix) the run knows, bounded by the URL cap, with
 * the count of query-string variants per path that stops endless calendars and filters. Addresses
 * elsewhere are remembered apart, only so that each is reported once (and, past the same bound, no more).
 */
export class AddressBook {
  private readonly known = new Map<string, AddressState>();
  private readonly variantsPerPath = new Map<string, number>();
  private readonly reportedElsewhere = new Set<string>();

  constructor(
    private readonly maxAddresses: number,
    private readonly maxVariantsPerPath: number,
  ) {}

  get size(): number {
    return this.known.size;
  }

  get(address: string): AddressState | undefined {
    return this.known.get(address);
  }

  /** Whether the address was already met, in the book or reported elsewhere. */
  seen(address: string): boolean {
    return this.known.has(address) || this.reportedElsewhere.has(address);
  }

  noteElsewhere(address: string): void {
    if (this.reportedElsewhere.size < this.maxAddresses) this.reportedElsewhere.add(address);
  }

  /**
   * Takes a new address of the site into the book, unless the URL cap is reached (then it is only
   * reported elsewhere) or its path already has its share of query-string variants.
   */
  admit(address: string, state: AddressState): Admission {
    if (this.known.size >= this.maxAddresses) {
      this.noteElsewhere(address);
      return 'url-cap';
    }
    const url = new URL(address);
    if (url.search) {
      const variants = this.variantsPerPath.get(url.pathname) ?? 0;
      if (variants >= this.maxVariantsPerPath) {
        this.known.set(address, { state: 'skipped' });
        return 'query-variants';
      }
      this.variantsPerPath.set(url.pathname, variants + 1);
    }
    this.known.set(address, state);
    return 'admitted';
  }

  /** Records what became of an address, also past the cap: a redirect's target or a canonical already fetched. */
  set(address: string, state: AddressState): void {
    this.known.set(address, state);
  }

  /** The page an address stands for: itself when it is a page or queued, the page it is another name of, else null. */
  pageFor(address: string): string | null {
    let current = address;
    // Aliases point at most a few hops (a redirect to a page whose canonical is another): bounded all the same.
    for (let hop = 0; hop < 5; hop++) {
      const entry = this.known.get(current);
      if (!entry) return null;
      if (entry.state !== 'alias') return entry.state === 'page' || entry.state === 'queued' ? current : null;
      current = entry.of;
    }
    return null;
  }
}
