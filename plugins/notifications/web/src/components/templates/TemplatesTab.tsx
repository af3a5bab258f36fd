import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { templateCategories, type TemplateCategory, type TemplateView } from '@otimiza/plugin-notifications-shared';
import { EmptyState, FilterAndCreateBar, QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { templatesQueryOptions } from '../../api/templates';
import { useDeleteTemplate } from '../../hooks/useDeleteTemplate';
import { templateCategoryLabels } from '../../lib/labels';
import { TemplateCard } from './TemplateCard';
import { TemplateFormModal } from './TemplateFormModal';
import { TemplatePreviewModal } from './TemplatePreviewModal';

/** The templates tab: category filter, the templates with their usage, create, edit, preview. */
export function TemplatesTab() {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<TemplateCategory | undefined>(undefined);
  const list = useQuery(templatesQueryOptions(category));
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<TemplateView | null | 'new'>(null);
  const [previewing, setPreviewing] = useState<TemplateView | null>(null);
  const templates = list.data?.templates;

  return (
    <Flex vertical gap={16}>
      <FilterAndCreateBar<TemplateCategory>
        filter={{
          value: category,
          onChange: setCategory,
          options: templateCategories.map((value) => ({ value, label: i18n._(templateCategoryLabels[value]) })),
          placeholder: t`Todas as categorias`,
          label: t`Categoria`,
          testId: 'filter-category',
        }}
        create={{ label: <Trans>Novo template</Trans>, onClick: () => setEditing('new'), testId: 'new-template' }}
      />
      {list.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os templates</Trans>} query={list} />
      ) : !templates ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : templates.length === 0 ? (
        category ? (
          <EmptyState testId="templates-filtered-empty" title={<Trans>Nenhum template nesta categoria</Trans>} />
        ) : (
          <EmptyState
            testId="templates-empty"
            title={<Trans>Nenhum template ainda</Trans>}
            description={<Trans>Um template define o assunto e o texto das suas campanhas, com variáveis preenchidas na hora do envio.</Trans>}
            action={
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                <Trans>Criar o primeiro template</Trans>
              </Button>
            }
          />
        )
      ) : (
        <ScrollArea label={t`Lista de templates`} testId="template-list">
          <Flex vertical gap={12}>
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onEdit={() => setEditing(template)}
                onPreview={() => setPreviewing(template)}
                onDelete={() => remove.mutateAsync(template.id)}
              />
            ))}
          </Flex>
        </ScrollArea>
      )}
      <TemplateFormModal open={editing !== null} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      <TemplatePreviewModal template={previewing} onClose={() => setPreviewing(null)} />
    </Flex>
  );
}
