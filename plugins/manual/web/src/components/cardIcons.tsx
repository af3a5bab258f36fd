import { CustomerServiceOutlined, FilePdfOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { ManualCardId } from '@otimiza/plugin-manual-shared';
import type { ReactNode } from 'react';

export const cardIcons: Record<ManualCardId, ReactNode> = {
  'pdf-download': <FilePdfOutlined />,
  'video-tutorial': <PlayCircleOutlined />,
  'support-contact': <CustomerServiceOutlined />,
};
