import { Migration } from '@mikro-orm/migrations';
import { DOMAIN_CLAIM_DAYS } from '@otimiza/plugin-white-label-shared';

/**
 * claims-to-prove (written by hand: a backfill). Domains saved before the TXT proof existed were
 * taken on their CNAME alone: each becomes a claim to prove like a new one — pending, lapsing
 * DOMAIN_CLAIM_DAYS from now, checked at once — and its brand is served again once its TXT record
 * (with the token the previous migration gave it) proves the domain.
 */
export class WhiteLabelClaimsToProveMigration extends Migration {
  override up(): void {
    this.addSql(
      `update "white_label_domain" set "status" = 'pending', "expires_at" = now() + interval '${DOMAIN_CLAIM_DAYS} days', "next_check_at" = now() where "verified_at" is null and "expires_at" is null`,
    );
  }

  override down(): void {
    // Nothing to undo: the columns it filled go with the previous migration's down.
  }
}
