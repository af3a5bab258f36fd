import { useLingui } from '@lingui/react/macro';
import type { SiteMedians as Medians } from '@otimiza/plugin-audit-shared';
import { FigureTile, scoreColor } from '@otimiza/sdk/web';
import { Flex } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatScore } from '../../lib/format';
import { siteCategoryLabels } from '../../lib/labels';

const categories = Object.keys(siteCategoryLabels) as (keyof Medians)[];

/** A site audit's category medians; a category no page had shows a dash, one that fell says from what. */
export function SiteMedians({ medians, fell }: { medians: Medians; fell: { category: keyof Medians; from: number; to: number }[] }) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Flex gap={16} wrap data-testid="site-medians">
      {categories.map((category) => {
        const value = medians[category];
        const drop = fell.find((each) => each.category === category);
        const from = drop ? formatScore(drop.from, locale) : null;
        return (
          <FigureTile
            key={category}
            label={i18n._(siteCategoryLabels[category])}
            value={value === undefined ? '—' : <span style={{ color: scoreColor(value).color }}>{formatScore(value, locale)}</span>}
            hint={from ? <span style={{ color: '#b91c1c' }}>{t`caiu de ${from}`}</span> : undefined}
            testId={`site-median-${category}`}
          />
        );
      })}
    </Flex>
  );
}
