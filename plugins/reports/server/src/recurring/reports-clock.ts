import { Injectable } from '@nestjs/common';

/**
 * The time the recurring schedule reads. Real time in the product; a test may `freeze` it to
 * make a run due without waiting a week.
 */
@Injectable()
export class ReportsClock {
  private frozen: Date | null = null;

  now(): Date {
    return this.frozen ? new Date(this.frozen) : new Date();
  }

  /** Tests only: answer this instant from now on (`null` returns to real time). */
  freeze(at: Date | null): void {
    this.frozen = at;
  }
}
