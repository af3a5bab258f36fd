import { manualContent } from '@otimiza/plugin-manual-shared';
import { useEffect } from 'react';
import { useContentLanguage } from '../useContentLanguage';
import { useManualView } from '../useManualView';
import { MainView } from '../views/MainView';
import { PdfDownloadView } from '../views/PdfDownloadView';
import { SectionView } from '../views/SectionView';
import { SupportContactView } from '../views/SupportContactView';
import { VideoTutorialView } from '../views/VideoTutorialView';

/** /user-manual: the platform manual. The view comes from the URL. */
export default function ManualPage() {
  const view = useManualView();
  const { pick } = useContentLanguage();
  const title = pick(manualContent.title);

  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Otimiza`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  switch (view.view) {
    case 'section': {
      const section = manualContent.sections.find((candidate) => candidate.id === view.section);
      return section ? <SectionView section={section} /> : <MainView />;
    }
    case 'pdf-download':
      return <PdfDownloadView />;
    case 'video-tutorial':
      // No dead end: until a video is published, its address opens the manual itself.
      return manualContent.video.url ? <VideoTutorialView videoUrl={manualContent.video.url} /> : <MainView />;
    case 'support-contact':
      return <SupportContactView />;
    default:
      return <MainView />;
  }
}
