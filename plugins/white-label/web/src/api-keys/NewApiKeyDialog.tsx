import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatedApiKey } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { apiKeysQueryKey, createApiKey } from './apiKeysApi';
import { useCopyText } from './useCopyText';

/** Names a new key, creates it on the server and shows it this once, with copy and the warning that it will not be shown again. */
export function NewApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const copy = useCopyText();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: () => createApiKey({ name: name.trim() }),
    onSuccess: (key) => {
      setCreated(key);
      notification.success({ title: t`Chave API Gerada`, description: t`Copie a chave agora: ela não será mostrada novamente.` });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: `${t`Falha ao gerar chave API`}: ${error.message}` }),
  });
  const close = () => {
    setName('');
    setCreated(null);
    create.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={created ? <Trans>Sua nova chave API</Trans> : <Trans>Gerar Nova Chave API</Trans>}
      onCancel={close}
      destroyOnHidden
      footer={
        created ? (
          <Button type="primary" onClick={close}>
            <Trans>Concluir</Trans>
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="primary" icon={<KeyOutlined />} loading={create.isPending} disabled={!name.trim()} onClick={() => create.mutate()}>
              <Trans>Gerar chave</Trans>
            </Button>
          </Space>
        )
      }
    >
      {created ? (
        <Flex vertical gap={12}>
          <Alert
            type="warning"
            showIcon
            title={<Trans>Guarde esta chave em um lugar seguro</Trans>}
            description={<Trans>Ela não será mostrada novamente. Se você a perder, revogue-a e gere outra.</Trans>}
          />
          <Space.Compact block>
            <Input readOnly value={created.key} aria-label={t`Chave API`} data-testid="new-api-key" style={{ fontFamily: 'monospace' }} />
            <Button icon={<CopyOutlined />} onClick={() => void copy(created.key)}>
              <Trans>Copiar</Trans>
            </Button>
          </Space.Compact>
        </Flex>
      ) : (
        <Form layout="vertical" onFinish={() => create.mutate()}>
          <Form.Item label={t`Nome da chave`} htmlFor="api-key-name" extra={t`Diga onde ela será usada, por exemplo: Integração do site do cliente.`}>
            <Input id="api-key-name" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} autoFocus />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
