import { hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SurveySecretSchema } from './instance-secret.entity.js';

/** The key that seals survey links: 32 random bytes made once and kept in the database (the first replica's insert wins), through HKDF. */
@Injectable()
export class SurveySecretService {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly em: EntityManager) {}

  surveyKey(): Promise<Buffer> {
    this.key ??= this.load().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async load(): Promise<Buffer> {
    const em = this.em.fork();
    await em
      .createQueryBuilder(SurveySecretSchema)
      .insert({ id: 1, secret: randomBytes(32).toString('base64url'), createdAt: new Date() })
      .onConflict('id')
      .ignore()
      .execute();
    const row = await em.findOneOrFail(SurveySecretSchema, { id: 1 });
    return Buffer.from(hkdfSync('sha256', Buffer.from(row.secret, 'base64url'), Buffer.alloc(0), 'otimiza-customer-success:survey-links', 32));
  }
}
