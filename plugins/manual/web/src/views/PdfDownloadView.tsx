import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent, manualPdfFileName, manualPdfPath, visibleManualCards } from '@otimiza/plugin-manual-shared';
import { useSupportContact } from '@otimiza/sdk/web';
import { Button, Card, Flex, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { IconBadge } from '../components/IconBadge';
import { ViewHeader } from '../components/ViewHeader';
import { useContentLanguage } from '../useContentLanguage';

/** The PDF manual: what it contains and a download in the current language. */
export function PdfDownloadView() {
  const { language, pick } = useContentLanguage();
  const card = manualContent.cards.find((candidate) => candidate.id === 'pdf-download');
  const shown = visibleManualCards(manualContent, useSupportContact());
  const supportCard = shown.find((candidate) => candidate.id === 'support-contact');
  const videoShown = shown.some((candidate) => candidate.id === 'video-tutorial');
  const href = `${manualPdfPath}?language=${language}`;
  const languageName = language === 'en' ? 'English' : 'Português';

  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={card ? pick(card.title) : <Trans>Manual em PDF</Trans>} lead={card && pick(card.description)} />
      <Card>
        <Flex gap={16} align="flex-start" wrap>
          <IconBadge>
            <FilePdfOutlined />
          </IconBadge>
          <Flex vertical gap={12} style={{ flex: '1 1 260px' }}>
            <div>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {pick(manualContent.title)}
              </Typography.Text>
              <br />
              <Typography.Text type="secondary">
                <Trans>Idioma do arquivo: {languageName}</Trans>
              </Typography.Text>
            </div>
            <Typography.Paragraph style={{ margin: 0 }}>
              <Trans>O PDF traz o mesmo conteúdo desta página:</Trans>
            </Typography.Paragraph>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {manualContent.sections.map((section) => (
                <li key={section.id}>{pick(section.title)}</li>
              ))}
              {videoShown && <li>{pick(manualContent.video.title)}</li>}
              <li>
                <Trans>Perguntas frequentes</Trans>
              </li>
              {supportCard && <li>{pick(supportCard.title)}</li>}
            </ul>
            <div>
              <Button type="primary" size="large" icon={<DownloadOutlined />} href={href} download={manualPdfFileName(language)}>
                <Trans>Baixar PDF</Trans>
              </Button>
            </div>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
