export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. `application/pdf`. */
  type: string;
  content: Uint8Array;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name in place of MAIL_FROM's (a white-label brand's); the address stays MAIL_FROM's. */
  fromName?: string;
  /** Links the message carries, listed by the development mailbox. */
  links?: string[];
  attachments?: MailAttachment[];
}

/**
 * Sending e-mail from a plugin. The core writes every message to its outbox first; with
 * SENDGRID_API_KEY a queued job delivers it through SendGrid (retried), without it the outbox is
 * the mailbox (`/dev/mail` outside production). Answers the outbox id.
 */
export abstract class MailPort {
  abstract send(message: OutgoingMessage): Promise<string>;
}
