import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SettingsPort, pluginSettings } from '@otimiza/sdk/server';
import webPush from 'web-push';
import { notificationsSettings } from '../notifications.settings.js';
import { InstanceSecretService } from '../tracking/instance-secret.service.js';
import { VapidKeySchema } from '../data/vapid-key.entity.js';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** `iv.tag.ciphertext`, each base64url: AES-256-GCM. */
function encrypt(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

function decrypt(key: Buffer, stored: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(encrypted!), decipher.final()]).toString('utf8');
}

/**
 * The instance's VAPID key pair of Web Push: NOTIFICATIONS_VAPID_PUBLIC_KEY/PRIVATE_KEY when set,
 * else one pair generated at first use and kept in notifications_vapid_key (the private key
 * encrypted). Replicas asking at once each try to insert theirs; the first insert wins and every
 * one reads the stored pair.
 */
@Injectable()
export class VapidKeysService {
  private details: Promise<VapidDetails> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: SettingsPort,
    private readonly secrets: InstanceSecretService,
  ) {}

  vapid(): Promise<VapidDetails> {
    this.details ??= this.load().catch((error: unknown) => {
      this.details = null;
      throw error;
    });
    return this.details;
  }

  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  private async load(): Promise<VapidDetails> {
    const configured = pluginSettings(this.settings, notificationsSettings);
    const subject = configured.NOTIFICATIONS_VAPID_SUBJECT ?? this.defaultSubject();
    if (configured.NOTIFICATIONS_VAPID_PUBLIC_KEY && configured.NOTIFICATIONS_VAPID_PRIVATE_KEY) {
      return { subject, publicKey: configured.NOTIFICATIONS_VAPID_PUBLIC_KEY, privateKey: configured.NOTIFICATIONS_VAPID_PRIVATE_KEY };
    }
    const key = await this.secrets.keyFor('vapid-private-key');
    const em = this.em.fork();
    const generated = webPush.generateVAPIDKeys();
    await em
      .createQueryBuilder(VapidKeySchema)
      .insert({ id: 1, publicKey: generated.publicKey, privateKeyEncrypted: encrypt(key, generated.privateKey), createdAt: new Date() })
      .onConflict('id')
      .ignore()
      .execute();
    const stored = await em.findOneOrFail(VapidKeySchema, { id: 1 });
    return { subject, publicKey: stored.publicKey, privateKey: decrypt(key, stored.privateKeyEncrypted) };
  }

  /** PUBLIC_URL when it is https (push services want a contact), else a mailto: of the sender's address. */
  private defaultSubject(): string {
    const publicUrl = this.settings.get('PUBLIC_URL');
    if (typeof publicUrl === 'string' && publicUrl.startsWith('https://')) return new URL(publicUrl).origin;
    const from = String(this.settings.get('MAIL_FROM') ?? '');
    const address = /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? (/^\S+@\S+$/.test(from) ? from : 'nao-responda@otimiza.com.br');
    return `mailto:${address}`;
  }
}
