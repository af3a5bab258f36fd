import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Ten failures in a row for an e-mail and address are allowed; the eleventh attempt is refused. */
export const MAX_CONSECUTIVE_FAILURES = 10;
/** A blocked pair may try again this long after its last failure. */
export const THROTTLE_WINDOW_MINUTES = 15;

@Injectable()
export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  async isBlocked(email: string, address: string): Promise<boolean> {
    const [row] = await this.em.getConnection().execute<{ consecutive_failures: number }[]>(
      `select consecutive_failures from core_login_throttle
       where email = ? and address = ? and last_failure_at > now() - make_interval(mins => ?)`,
      [email, address, THROTTLE_WINDOW_MINUTES],
    );
    return (row?.consecutive_failures ?? 0) >= MAX_CONSECUTIVE_FAILURES;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.em.getConnection().execute(
      `insert into core_login_throttle (email, address, consecutive_failures, last_failure_at) values (?, ?, 1, now())
       on conflict (email, address) do update set
         consecutive_failures = case when core_login_throttle.last_failure_at > now() - make_interval(mins => ?)
                                     then core_login_throttle.consecutive_failures + 1 else 1 end,
         last_failure_at = now()`,
      [email, address, THROTTLE_WINDOW_MINUTES],
    );
  }

  async reset(email: string, address: string): Promise<void> {
    await this.em.getConnection().execute('delete from core_login_throttle where email = ? and address = ?', [email, address]);
  }
}
