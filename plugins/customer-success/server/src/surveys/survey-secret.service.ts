import { hkdfSync, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SurveySecretSchema } from './instance-secret.entity.js';

/**
 * The instance's survey secret: 32 random bytes made once and kept in the database (the first
 * replica's insert wins), from which each use derives its own key through HKDF: the one that seals
 * survey links, and the one that turns a client address into the opaque name of its answer limit.
 */
@Injectable()
export class SurveySecretService {
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly em: EntityManager) {}

  surveyKey(): Promise<Buffer> {
    return this.derive('otimiza-customer-success:survey-links');
  }

  addressKey(): Promise<Buffer> {
    return this.derive('otimiza-customer-success:answer-addresses');
  }

  private async derive(purpose: string): Promise<Buffer> {
    this.secret ??= this.load().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return Buffer.from(hkdfSync('sha256', await this.secret, Buffer.alloc(0), purpose, 32));
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
    return Buffer.from(row.secret, 'base64url');
  }
}
