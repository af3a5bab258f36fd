import { ExperimentOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { creatorPreviewQueryOptions } from '../api/creatorPreview';
import { useCreatorPreview } from './creator/useCreatorPreview';
import { wrappingButton } from './cardStyles';

/** An administrator who chose 'Ver como usuário comum' sees it, with the way back to creator mode. */
export function CreatorPreviewBanner() {
  const status = useQuery(creatorPreviewQueryOptions());
  const preview = useCreatorPreview();
  if (!status.data?.enabled) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<ExperimentOutlined />}
      data-testid="creator-preview-banner"
      title={<Trans>Você está vendo o Otimiza como um usuário comum</Trans>}
      description={
        <Trans>
          O modo criador está desligado nesta sessão: o painel, os limites e os bloqueios são os do plano do seu espaço de trabalho, como em produção.
        </Trans>
      }
      action={
        <Button loading={preview.isPending} onClick={() => preview.mutate(false)} style={wrappingButton}>
          <Trans>Voltar ao modo criador</Trans>
        </Button>
      }
    />
  );
}
