import sendgrid from '@sendgrid/client';
import type { MailAttachment } from '@otimiza/sdk/server';

export interface OutgoingMail {
  to: string;
  from: string;
  /** Replaces the name of `from` (the address stays). */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

type SendgridClient = typeof sendgrid;

/** The real SendGrid client (v3 mail/send); `baseUrl` points it elsewhere, e.g. a loopback stub in tests. */
export class SendgridSender {
  private readonly client: SendgridClient;

  constructor(apiKey: string, baseUrl?: string) {
    const ClientClass = (sendgrid as unknown as { Client: new () => SendgridClient }).Client;
    this.client = new ClientClass();
    this.client.setApiKey(apiKey);
    if (baseUrl) this.client.setDefaultRequest('baseUrl', baseUrl.replace(/\/$/, ''));
  }

  async send(mail: OutgoingMail): Promise<void> {
    const [response] = await this.client.request({
      method: 'POST',
      url: '/v3/mail/send',
      body: {
        personalizations: [{ to: [{ email: mail.to }] }],
        from: { ...parseAddress(mail.from), ...(mail.fromName ? { name: mail.fromName } : {}) },
        subject: mail.subject,
        content: [
          { type: 'text/plain', value: mail.text },
          { type: 'text/html', value: mail.html },
        ],
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((attachment) => ({
                filename: attachment.filename,
                type: attachment.type,
                disposition: 'attachment',
                content: Buffer.from(attachment.content).toString('base64'),
              })),
            }
          : {}),
      },
    });
    if (response.statusCode >= 300) throw new Error(`SendGrid answered ${response.statusCode}`);
  }
}

/** 'Name <address>' or 'address' → SendGrid's { email, name }. */
export function parseAddress(value: string): { email: string; name?: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  return match ? { email: match[2]!, ...(match[1] ? { name: match[1] } : {}) } : { email: value.trim() };
}
