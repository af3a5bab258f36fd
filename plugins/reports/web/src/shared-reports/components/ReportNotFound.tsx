import { FileSearchOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Result } from 'antd';

/** An unknown, revoked or private link: one state, so none can be told apart. */
export function ReportNotFound() {
  return (
    <div data-testid="public-report-not-found">
      <Result
        icon={<FileSearchOutlined aria-hidden="true" style={{ color: '#94A3B8' }} />}
        title={<Trans>Relatório não encontrado</Trans>}
        subTitle={<Trans>O link pode estar incorreto, ter sido revogado ou ser de um relatório privado. Peça um novo link a quem o enviou.</Trans>}
      />
    </div>
  );
}
