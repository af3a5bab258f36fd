import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, MailPort, defineJob, type MailAttachment, type OutgoingMessage } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { ServiceStatusService } from '../service-status/service-status.service.js';
import { SendgridSender } from './sendgrid-sender.js';

export type MailMessage = OutgoingMessage;

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; type: string; bytes: number }[];
  provider: 'outbox' | 'sendgrid';
  status: 'stored' | 'sent' | 'failed';
  createdAt: string;
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
      const connection = em.getConnection();
      const tx = em.getTransactionContext();
      await connection.execute(
        `insert into core_mail_outbox (id, to_address, subject, text_body, html_body, links, provider, status)
         values (?, ?, ?, ?, ?, ?::jsonb, ?, 'stored')`,
        [id, message.to, message.subject, message.text, message.html, JSON.stringify(links), this.provider],
        'run',
        tx,
      );
      for (const [position, attachment] of attachments.entries()) {
        await connection.execute(
          'insert into core_mail_attachment (id, outbox_id, position, filename, content_type, content) values (?, ?, ?, ?, ?, ?)',
          [randomUUID(), id, position, attachment.filename, attachment.type, Buffer.from(attachment.content)],
          'run',
          tx,
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
    const rows = await this.em.getConnection().execute<
      { id: string; to_address: string; subject: string; text_body: string; links: string[]; provider: 'outbox' | 'sendgrid'; status: StoredMail['status']; created_at: Date }[]
    >('select id, to_address, subject, text_body, links, provider, status, created_at from core_mail_outbox order by created_at desc limit ?', [limit]);
    const attachments = rows.length
      ? await this.em.getConnection().execute<{ outbox_id: string; filename: string; content_type: string; bytes: number }[]>(
          `select outbox_id, filename, content_type, octet_length(content) as bytes from core_mail_attachment
           where outbox_id in (${rows.map(() => '?').join(', ')}) order by position`,
          rows.map((row) => row.id),
        )
      : [];
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      links: row.links,
      attachments: attachments
        .filter((attachment) => attachment.outbox_id === row.id)
        .map((attachment) => ({ filename: attachment.filename, type: attachment.content_type, bytes: Number(attachment.bytes) })),
      provider: row.provider,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  private async deliver(outboxId: string): Promise<void> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<{ to_address: string; subject: string; text_body: string; html_body: string; status: string }[]>(
      'select to_address, subject, text_body, html_body, status from core_mail_outbox where id = ?',
      [outboxId],
    );
    if (!row || row.status === 'sent' || !this.sender) return;
    const attachments = await connection.execute<{ filename: string; content_type: string; content: Buffer }[]>(
      'select filename, content_type, content from core_mail_attachment where outbox_id = ? order by position',
      [outboxId],
    );
    try {
      await this.sender.send({
        to: row.to_address,
        from: this.config.MAIL_FROM,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attachments: attachments.map((attachment): MailAttachment => ({ filename: attachment.filename, type: attachment.content_type, content: attachment.content })),
      });
      await connection.execute(`update core_mail_outbox set status = 'sent', error = null where id = ?`, [outboxId]);
      await this.serviceStatus.recordSuccess('sendgrid');
    } catch (error) {
      await connection.execute(`update core_mail_outbox set status = 'failed', error = ? where id = ?`, [(error as Error).message, outboxId]);
      await this.serviceStatus.recordError('sendgrid', error);
      throw error;
    }
  }
}
