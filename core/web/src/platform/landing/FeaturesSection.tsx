import { BarChartOutlined, CodeOutlined, FilePdfOutlined, RobotOutlined, TeamOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Feature({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className="lp-card">
      <span className="lp-icon" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}

export function FeaturesSection() {
  return (
    <section className="lp-section" aria-labelledby="lp-features">
      <div className="lp-container">
        <h2 id="lp-features">
          <Trans>Principais funcionalidades</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>Tudo o que você precisa para melhorar o seu site e mostrar o resultado, em um só lugar.</Trans>
        </p>
        <div className="lp-grid">
          <Feature icon={<ThunderboltOutlined />} title={<Trans>Auditoria com Lighthouse real</Trans>}>
            <Trans>Desktop ou mobile, em um navegador de verdade, com as notas e as oportunidades de melhoria.</Trans>
          </Feature>
          <Feature icon={<CodeOutlined />} title={<Trans>Correção automática de HTML</Trans>}>
            <Trans>Meta tags, títulos, textos alternativos e dados estruturados corrigidos direto no código da página.</Trans>
          </Feature>
          <Feature icon={<RobotOutlined />} title={<Trans>Conteúdo com inteligência artificial</Trans>}>
            <Trans>Meta descrições, artigos para blog e estratégias de conversão escritos a partir dos dados do seu site.</Trans>
          </Feature>
          <Feature icon={<TeamOutlined />} title={<Trans>Análise de concorrentes</Trans>}>
            <Trans>Compare as suas notas com as dos concorrentes e descubra onde você pode passar à frente.</Trans>
          </Feature>
          <Feature icon={<FilePdfOutlined />} title={<Trans>Relatórios em PDF e compartilhados</Trans>}>
            <Trans>Relatórios com a sua marca para baixar, enviar por e-mail ou compartilhar por link.</Trans>
          </Feature>
          <Feature icon={<BarChartOutlined />} title={<Trans>Monitoramento e relatórios recorrentes</Trans>}>
            <Trans>Acompanhe a evolução do site e receba relatórios semanais ou mensais automaticamente.</Trans>
          </Feature>
        </div>
      </div>
    </section>
  );
}
