import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from 'antd';
import { devMailQueryOptions } from '../api/devMail';

/** Outside production, where no mail is really sent, points to the development mailbox. */
export function DevMailboxHint() {
  const mailbox = useQuery({ ...devMailQueryOptions(), staleTime: 60_000 });
  if (!mailbox.isSuccess) return null;
  return (
    <Alert
      type="info"
      style={{ marginTop: 16 }}
      title={
        <Trans>
          Ambiente de desenvolvimento: os e-mails enviados aparecem na <Link to="/dev/mail">caixa de e-mails de desenvolvimento</Link>.
        </Trans>
      }
    />
  );
}
