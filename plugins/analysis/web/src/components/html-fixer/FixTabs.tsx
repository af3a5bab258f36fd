import { useLingui } from '@lingui/react/macro';
import type { HtmlFixView } from '@otimiza/plugin-analysis-shared';
import { Empty, Flex, Tabs } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { fixGroups, groupFixes } from '../../lib/fixGroups';
import { fixGroupNames } from '../../lib/fixLabels';
import { FixCard } from './FixCard';

/** The four tabs of the analyser: Meta Tags, Headings, Imagens, Otimização, each with its fixes. */
export function FixTabs({ fixes }: { fixes: readonly HtmlFixView[] }) {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const groups = groupFixes(fixes);
  const first = fixGroups.find((group) => groups[group].length > 0) ?? 'meta';
  return (
    <Tabs
      defaultActiveKey={first}
      data-testid="html-fix-tabs"
      items={fixGroups.map((group) => {
        const name = i18n._(fixGroupNames[group]);
        const count = groups[group].length;
        return {
          key: group,
          label: `${name} (${count})`,
          children: (
            <Flex vertical gap={12} data-testid={`html-fix-group-${group}`}>
              {count === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t`Nada a corrigir nesta categoria.`} />
              ) : (
                groups[group].map((fix) => <FixCard key={fix.id} fix={{ ...fix, title: pick(fix.title), description: pick(fix.description) }} />)
              )}
            </Flex>
          ),
        };
      })}
    />
  );
}
