import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { JobQueue, MailPort, defineJob, type MailAttachment, type OutgoingMessage } from '@otimiza/sdk/server';
import type { DevMailMessage } from '@otimiza/sdk/shared';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { ServiceStatusService } from '../service-status/service-status.service.js';
import { coreSql } from '../database/core-sql.js';
import { MailAttachmentSchema, MailOutboxSchema } from '../../data/mail.entities.js';
import { SendgridSender } from './sendgrid-sender.js';

export type MailMessage = OutgoingMessage;

/** A message of the outbox as the development mailbox lists it, with how it left. */
export interface StoredMail extends DevMailMessage {
  provider: 'outbox' | 'sendgrid';
  status: 'stored' | 'sent' | 'failed';
}

const sendMailJob = defineJob<{ outboxId: string }, void>('core.send-mail');

/**
 * Every message is written to the outbox table first. With SENDGRID_API_KEY a job delivers it
 * through SendGrid (retried by the queue, status recorded); without it the outbox is the mailbox.
 */
@Injectable()
export class MailService extends MailPort implements OnModuleInit {
  private readonly sender: SendgridSender | null;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly logger: PinoLogger,
    private readonly serviceStatus: ServiceStatusService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.sender = config.SENDGRID_API_KEY ? new SendgridSender(config.SENDGRID_API_KEY, config.SENDGRID_BASE_URL) : null;
  }

  onModuleInit(): void {
    this.jobs.process(sendMailJob, ({ outboxId }) => this.deliver(outboxId), { concurrency: 4 });
  }

  get provider(): 'outbox' | 'sendgrid' {
    return this.sender ? 'sendgrid' : 'outbox';
  }

  async send(message: MailMessage): Promise<string> {
    const id = randomUUID();
    const links = message.links ?? [];
    const attachments = message.attachments ?? [];
    await this.em.transactional(async (em) => {
      await em.insert(MailOutboxSchema, {
        id,
        toAddress: message.to,
        subject: message.subject,
        fromName: message.fromName ?? null,
        textBody: message.text,
        htmlBody: message.html,
        links,
        provider: this.provider,
        status: 'stored',
      });
      if (attachments.length > 0) {
        await em.insertMany(
          MailAttachmentSchema,
          attachments.map((attachment, position) => ({
            id: randomUUID(),
            outbox: id,
            position,
            filename: attachment.filename,
            contentType: attachment.type,
            content: Buffer.from(attachment.content),
          })),
        );
      }
    });
    if (this.sender) {
      await this.jobs.enqueue(sendMailJob, { outboxId: id }, { attempts: 5, backoffMs: 5000, jobId: `mail-${id}` });
    } else {
      this.logger.info({ to: message.to, subject: message.subject, links, attachments: attachments.length }, 'e-mail stored in the outbox');
    }
    return id;
  }

  async recent(limit = 50): Promise<StoredMail[]> {
    const em = this.em.fork();
    const rows = await em.find(MailOutboxSchema, {}, { orderBy: { createdAt: 'desc' }, limit });
    // Each attachment's size without reading its bytes.
    const attachments = rows.length
      ? await coreSql(em)
          .selectFrom('core_mail_attachment')
          .select(['outbox_id', 'filename', 'content_type', sql<number>`octet_length(content)`.as('bytes')])
          .where(
            'outbox_id',
            'in',
            rows.map((row) => row.id),
          )
          .orderBy('position')
          .execute()
      : [];
    return rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      links: row.links,
      attachments: attachments
        .filter((attachment) => attachment.outbox_id === row.id)
        .map((attachment) => ({ filename: attachment.filename, type: attachment.content_type, bytes: Number(attachment.bytes) })),
      provider: row.provider,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private async deliver(outboxId: string): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(MailOutboxSchema, { id: outboxId }, { populate: ['htmlBody'] });
    if (!row || row.status === 'sent' || !this.sender) return;
    const attachments = await em.find(MailAttachmentSchema, { outbox: outboxId }, { populate: ['content'], orderBy: { position: 'asc' } });
    try {
      await this.sender.send({
        to: row.toAddress,
        from: this.config.MAIL_FROM,
        fromName: row.fromName ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody!,
        attachments: attachments.map((attachment): MailAttachment => ({
          filename: attachment.filename,
          type: attachment.contentType,
          content: attachment.content!,
        })),
      });
      await em.nativeUpdate(MailOutboxSchema, { id: outboxId }, { status: 'sent', error: null });
      await this.serviceStatus.recordSuccess('sendgrid');
    } catch (error) {
      await em.nativeUpdate(MailOutboxSchema, { id: outboxId }, { status: 'failed', error: (error as Error).message });
      await this.serviceStatus.recordError('sendgrid', error);
      throw error;
    }
  }
}
