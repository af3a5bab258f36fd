/** One message of the development mailbox (`GET /api/dev/mail`), as the outbox stored it. */
export interface DevMailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; type: string; bytes: number }[];
  createdAt: string;
}
