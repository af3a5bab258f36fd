import { Migration } from '@mikro-orm/migrations';

/** Attachments of outbox messages (recurring reports send their PDFs), kept with the message until delivered. */
export class CoreMailAttachmentsMigration extends Migration {
  override up(): void {
    this.addSql(`
      create table core_mail_attachment (
        id uuid primary key,
        outbox_id uuid not null references core_mail_outbox(id) on delete cascade,
        position integer not null,
        filename text not null,
        content_type text not null,
        content bytea not null
      )`);
    this.addSql('create index core_mail_attachment_outbox_idx on core_mail_attachment (outbox_id, position)');
  }

  override down(): void {
    this.addSql('drop table if exists core_mail_attachment');
  }
}
