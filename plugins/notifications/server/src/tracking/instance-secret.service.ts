import { hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SettingsPort, pluginSettings } from '@otimiza/sdk/server';
import { notificationsSettings } from '../notifications.settings.js';
import { InstanceSecretSchema } from './instance-secret.entity.js';

export type SecretPurpose = 'tracking-links' | 'vapid-private-key';

/**
 * The instance's secret of the notification centre: NOTIFICATIONS_SIGNING_SECRET, else 32 random
 * bytes made once and kept in the database (the first replica's insert wins, every one reads the
 * same row). Each use gets its own key derived from it (HKDF).
 */
@Injectable()
export class InstanceSecretService {
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsPort,
  ) {}

  async keyFor(purpose: SecretPurpose): Promise<Buffer> {
    this.secret ??= this.load().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return Buffer.from(hkdfSync('sha256', await this.secret, Buffer.alloc(0), `otimiza-notifications:${purpose}`, 32));
  }

  private async load(): Promise<Buffer> {
    const configured = pluginSettings(this.settings, notificationsSettings).NOTIFICATIONS_SIGNING_SECRET;
    if (configured) return Buffer.from(configured, 'utf8');
    const em = this.em.fork();
    await em
      .createQueryBuilder(InstanceSecretSchema)
      .insert({ id: 1, secret: randomBytes(32).toString('base64url'), createdAt: new Date() })
      .onConflict('id')
      .ignore()
      .execute();
    const row = await em.findOneOrFail(InstanceSecretSchema, { id: 1 });
    return Buffer.from(row.secret, 'base64url');
  }
}
