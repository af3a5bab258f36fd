import { AimOutlined, BarChartOutlined, DatabaseOutlined, EditOutlined, FlagOutlined, TeamOutlined } from '@ant-design/icons';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import type { ComponentType, CSSProperties } from 'react';

export interface ToolInfo {
  name: MessageDescriptor;
  description: MessageDescriptor;
  icon: ComponentType<{ style?: CSSProperties }>;
  /** Accent of the tool's icon. */
  color: string;
}

/** The six tools as the page names them. */
export const toolCatalog: Record<AiToolId, ToolInfo> = {
  'strategic-planning': {
    name: msg`Planejamento estratégico`,
    description: msg`Até 5 recomendações priorizadas pelas auditorias da última análise, um roteiro mensal e o impacto estimado.`,
    icon: AimOutlined,
    color: '#2563EB',
  },
  'competitor-analysis': {
    name: msg`Análise de concorrentes`,
    description: msg`Audita até 5 concorrentes com o Lighthouse e compara as pontuações com as do seu site.`,
    icon: TeamOutlined,
    color: '#7C3AED',
  },
  'brazil-optimization': {
    name: msg`Otimização para o Brasil`,
    description: msg`Verifica sinais do mercado brasileiro (pt-BR, R$, CNPJ, LGPD, WhatsApp, Pix) e propõe as otimizações de SEO local.`,
    icon: FlagOutlined,
    color: '#16A34A',
  },
  content: {
    name: msg`Geração de conteúdo com IA`,
    description: msg`Meta description, post de blog e estratégia de conversão escritos a partir do texto real da página.`,
    icon: EditOutlined,
    color: '#DB2777',
  },
  'results-monitoring': {
    name: msg`Monitoramento de resultados`,
    description: msg`Tendências das pontuações em 7, 30 ou 90 dias a partir das análises guardadas, com alertas e próxima revisão.`,
    icon: BarChartOutlined,
    color: '#EA580C',
  },
  'real-data': {
    name: msg`Dados reais da empresa`,
    description: msg`Nome, setor, localização e tecnologias lidos da própria página, com as pontuações da última análise.`,
    icon: DatabaseOutlined,
    color: '#0891B2',
  },
};
