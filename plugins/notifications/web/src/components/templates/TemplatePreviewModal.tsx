import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplatePreview, TemplateVariable, TemplateView } from '@otimiza/plugin-notifications-shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Card, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { previewTemplate } from '../../api/templates';

/** The template filled with the workspace's latest data (`POST …/preview`), with the variables that had no value. */
export function TemplatePreviewModal({ template, onClose }: { template: TemplateView | null; onClose: () => void }) {
  const { t } = useLingui();
  const preview = useMutation({ mutationFn: (id: string) => previewTemplate(id) });
  const { mutate, reset } = preview;
  useEffect(() => {
    if (template) mutate(template.id);
    else reset();
  }, [template, mutate, reset]);

  return (
    <Modal open={template !== null} title={<Trans>Pré-visualização: {template?.name}</Trans>} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      {preview.error ? (
        <Alert type="error" showIcon title={<Trans>Não foi possível gerar a pré-visualização</Trans>} description={preview.error.message} />
      ) : !preview.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <PreviewContent preview={preview.data} used={template?.variables ?? []} missingLabel={t`Sem valor`} />
      )}
    </Modal>
  );
}

function PreviewContent({ preview, used, missingLabel }: { preview: TemplatePreview; used: readonly TemplateVariable[]; missingLabel: string }) {
  const entries = Object.entries(preview.values) as [TemplateVariable, TemplatePreview['values'][TemplateVariable]][];
  const missing = entries.filter(([name, entry]) => entry.source === 'missing' && used.includes(name)).map(([name]) => name);
  return (
    <Flex vertical gap={12} data-testid="template-preview">
      <Card size="small">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>Assunto</Trans>
        </Typography.Text>
        <Typography.Paragraph strong style={{ margin: 0 }}>
          {preview.subject}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>Texto</Trans>
        </Typography.Text>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{preview.body}</Typography.Paragraph>
      </Card>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <Trans>Os valores vêm da última análise do seu espaço de trabalho.</Trans>
      </Typography.Text>
      {missing.length > 0 && (
        <Flex gap={6} wrap align="center">
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {missingLabel}:
          </Typography.Text>
          {missing.map((name) => (
            <Tag key={name} style={{ fontFamily: 'monospace' }}>{`{{${name}}}`}</Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
