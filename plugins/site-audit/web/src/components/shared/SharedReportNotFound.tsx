import { FileSearchOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Result } from 'antd';

/** An unknown or revoked link: one state, so none can be told apart. */
export function SharedReportNotFound() {
  return (
    <div data-testid="shared-site-report-not-found">
      <Result
        icon={<FileSearchOutlined aria-hidden="true" style={{ color: '#94A3B8' }} />}
        title={<Trans>Relatório não encontrado</Trans>}
        subTitle={<Trans>O link pode estar incorreto ou ter sido revogado. Peça um novo link a quem o enviou.</Trans>}
      />
    </div>
  );
}
