import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DerivedKeys, SettingsPort, pluginSettings, readOrCreateInstanceSecret } from '@otimiza/sdk/server';
import { notificationsSettings } from '../notifications.settings.js';
import { InstanceSecretSchema } from '../data/instance-secret.entity.js';

export type SecretPurpose = 'tracking-links' | 'vapid-private-key';

/**
 * The instance's secret of the notification centre: NOTIFICATIONS_SIGNING_SECRET, else 32 random
 * bytes made once and kept in the database (the first replica's insert wins, every one reads the
 * same row). Each use gets its own key derived from it (HKDF).
 */
@Injectable()
export class InstanceSecretService {
  private readonly keys: DerivedKeys;

  constructor(em: EntityManager, settings: SettingsPort) {
    this.keys = new DerivedKeys(async () => {
      const configured = pluginSettings(settings, notificationsSettings).NOTIFICATIONS_SIGNING_SECRET;
      return configured ? Buffer.from(configured, 'utf8') : readOrCreateInstanceSecret(em, InstanceSecretSchema);
    });
  }

  keyFor(purpose: SecretPurpose): Promise<Buffer> {
    return this.keys.key(`otimiza-notifications:${purpose}`);
  }
}
