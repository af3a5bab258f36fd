import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { Collapse, Typography } from 'antd';
import { useContentLanguage } from '../useContentLanguage';

/** The static FAQ, as an accordion. */
export function FaqList() {
  const { pick } = useContentLanguage();
  return (
    <section id="faq" aria-labelledby="manual-faq-title" style={{ scrollMarginTop: 80 }}>
      <Typography.Title level={3} id="manual-faq-title" style={{ marginTop: 0 }}>
        <Trans>Perguntas frequentes</Trans>
      </Typography.Title>
      <Collapse
        items={manualContent.faq.map((entry, index) => ({
          key: String(index),
          label: <Typography.Text strong>{pick(entry.question)}</Typography.Text>,
          children: <Typography.Paragraph style={{ margin: 0 }}>{pick(entry.answer)}</Typography.Paragraph>,
        }))}
        style={{ background: '#fff' }}
      />
    </section>
  );
}
