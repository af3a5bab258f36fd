export interface PacerClock {
  now: () => number;
  wait: (ms: number) => Promise<void>;
}

/**
 * Spaces a crawl's requests by robots.txt's crawl-delay and keeps them within the run's time budget.
 * One pacer per run: every request to the site asks it first.
 */
export class RequestPacer {
  private delayMs = 0;
  private lastRequestAt: number | null = null;
  private readonly deadline: number;

  constructor(
    timeBudgetMs: number,
    private readonly clock: PacerClock,
  ) {
    this.deadline = clock.now() + timeBudgetMs;
  }

  setCrawlDelaySeconds(seconds: number): void {
    this.delayMs = Math.max(0, seconds * 1000);
  }

  timeLeftMs(): number {
    return this.deadline - this.clock.now();
  }

  /**
   * Waits what is left of the crawl-delay since the previous request. False, without waiting, when the
   * time budget is spent (or would be by the wait); `evenPastBudget` is for the requests a run cannot do
   * without (robots.txt, the start address).
   */
  async next(options: { evenPastBudget?: boolean } = {}): Promise<boolean> {
    const owed = this.lastRequestAt === null ? 0 : this.lastRequestAt + this.delayMs - this.clock.now();
    if (!options.evenPastBudget && this.timeLeftMs() - Math.max(0, owed) <= 0) return false;
    if (owed > 0) await this.clock.wait(owed);
    this.lastRequestAt = this.clock.now();
    return true;
  }
}
