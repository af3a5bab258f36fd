import { useLingui } from '@lingui/react/macro';
import { Alert } from 'antd';

/** Same wording wherever a deploy is offered: it replaces the live page, after a backup. */
export function DeployReplacesWarning() {
  const { t } = useLingui();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="deploy-replaces-warning"
      title={t`O deploy substitui a página publicada`}
      description={t`Antes de enviar o HTML otimizado, o Otimiza faz uma cópia de segurança do arquivo atual no próprio servidor, para que ele possa ser restaurado.`}
    />
  );
}
