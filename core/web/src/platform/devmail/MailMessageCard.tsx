import { LinkOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@otimiza/sdk/web';
import { Card, Descriptions, Typography } from 'antd';
import type { DevMailMessage } from '@otimiza/sdk/shared';
import { useLanguage } from '../../kernel/i18n/useLanguage';

/** One message of the development outbox: to, subject, date, its links, its attachments and its text. */
export function MailMessageCard({ message }: { message: DevMailMessage }) {
  const language = useLanguage();
  const { t } = useLingui();
  const date = formatDateTime(message.createdAt, language);
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>
          {message.subject}
        </Typography.Title>
      }
      data-testid="dev-mail-message"
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'to', label: <Trans>Para</Trans>, children: message.to },
          { key: 'date', label: <Trans>Data</Trans>, children: date },
        ]}
      />
      {message.links.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }}>
          {message.links.map((link) => (
            <li key={link} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              <LinkOutlined aria-hidden="true" /> <a href={link}>{link}</a>
            </li>
          ))}
        </ul>
      )}
      {message.attachments.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0' }} aria-label={t`Anexos`}>
          {message.attachments.map((attachment) => (
            <li key={attachment.filename} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              <PaperClipOutlined aria-hidden="true" /> {attachment.filename} ({Math.max(1, Math.round(attachment.bytes / 1024))} KB)
            </li>
          ))}
        </ul>
      )}
      <Typography.Paragraph
        type="secondary"
        style={{ whiteSpace: 'pre-wrap', marginBottom: 0, fontSize: 13 }}
        ellipsis={{ rows: 3, expandable: 'collapsible' }}
      >
        {message.text}
      </Typography.Paragraph>
    </Card>
  );
}
