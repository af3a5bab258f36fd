import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { oneOf, uuidPrimaryKey, createdAtProperty } from '@otimiza/sdk/server';

/** Every e-mail the instance sends, kept before it is sent (the outbox of /dev/mail when no provider is set). */
export const MailOutboxSchema = defineEntity({
  name: 'CoreMailOutbox',
  tableName: 'core_mail_outbox',
  properties: {
    id: uuidPrimaryKey(),
    toAddress: p.text().fieldName('to_address'),
    subject: p.text(),
    /** The sender's name in place of MAIL_FROM's (a white-label brand's), or null for MAIL_FROM as it is. */
    fromName: p.text().fieldName('from_name').nullable(),
    textBody: p.text().fieldName('text_body'),
    htmlBody: p.text().fieldName('html_body').lazy(),
    /** The links of the message, so that /dev/mail can list them. */
    links: p.json<string[]>().defaultRaw("'[]'"),
    provider: p
      .text()
      .$type<'outbox' | 'sendgrid'>()
      .check(oneOf('provider', ['outbox', 'sendgrid'])),
    status: p
      .text()
      .$type<'stored' | 'sent' | 'failed'>()
      .check(oneOf('status', ['stored', 'sent', 'failed'])),
    error: p.text().nullable(),
    createdAt: createdAtProperty(),
  },
});
export type MailOutbox = InferEntity<typeof MailOutboxSchema>;

/** A file attached to an e-mail (a report's PDF), in the order it is attached. */
export const MailAttachmentSchema = defineEntity({
  name: 'CoreMailAttachment',
  tableName: 'core_mail_attachment',
  indexes: [{ name: 'core_mail_attachment_outbox_idx', properties: ['outbox', 'position'] }],
  properties: {
    id: uuidPrimaryKey(),
    outbox: () => p.manyToOne(MailOutboxSchema).fieldName('outbox_id').deleteRule('cascade').updateRule('no action'),
    position: p.integer(),
    filename: p.text(),
    contentType: p.text().fieldName('content_type'),
    content: p.blob().lazy(),
  },
});
export type MailAttachment = InferEntity<typeof MailAttachmentSchema>;
