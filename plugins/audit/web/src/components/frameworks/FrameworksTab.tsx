import { Trans, useLingui } from '@lingui/react/macro';
import { frameworkTypes, type FrameworkType } from '@otimiza/plugin-audit-shared';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { frameworksQueryOptions } from '../../api/frameworks';
import { frameworkTypeLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';
import { FrameworkCard } from './FrameworkCard';
import { EmptyState, ScrollArea } from '@otimiza/sdk/web';

/** The frameworks tab: type filter, each rule set with its score, penalties and checks. */
export function FrameworksTab() {
  const { t, i18n } = useLingui();
  const [type, setType] = useState<FrameworkType | undefined>(undefined);
  const list = useQuery(frameworksQueryOptions(type));
  const frameworks = list.data?.frameworks;
  return (
    <Flex vertical gap={16}>
      <Select<FrameworkType>
        allowClear
        value={type}
        onChange={setType}
        placeholder={t`Todos os tipos`}
        aria-label={t`Tipo`}
        options={frameworkTypes.map((value) => ({ value, label: i18n._(frameworkTypeLabels[value]) }))}
        style={{ width: 240, maxWidth: '100%' }}
        data-testid="filter-framework-type"
      />
      {list.error ? (
        <LoadError title={<Trans>Não foi possível carregar os frameworks</Trans>} query={list} />
      ) : !frameworks ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : frameworks.length === 0 ? (
        <EmptyState testId="frameworks-empty" title={<Trans>Nenhum framework deste tipo</Trans>} />
      ) : (
        <ScrollArea label={t`Lista de frameworks`} testId="framework-list">
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))', gap: 12 }}>
            {frameworks.map((framework) => (
              <FrameworkCard key={framework.id} framework={framework} />
            ))}
          </div>
        </ScrollArea>
      )}
    </Flex>
  );
}
