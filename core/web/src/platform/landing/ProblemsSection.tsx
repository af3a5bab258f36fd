import { EyeInvisibleOutlined, FieldTimeOutlined, StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Problem({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className="lp-card">
      <span className="lp-icon lp-icon-danger" aria-hidden="true">
        {icon}
      </span>
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}

export function ProblemsSection() {
  return (
    <section className="lp-section" aria-labelledby="lp-problems">
      <div className="lp-container">
        <h2 id="lp-problems">
          <Trans>O seu site pode estar perdendo clientes agora</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>A maioria dos sites de pequenas empresas tem problemas que ninguém vê, mas que custam visitas e vendas todos os dias.</Trans>
        </p>
        <div className="lp-grid">
          <Problem icon={<FieldTimeOutlined />} title={<Trans>Carregamento lento</Trans>}>
            <Trans>Páginas que demoram a abrir fazem o visitante desistir antes de ver o que você oferece.</Trans>
          </Problem>
          <Problem icon={<EyeInvisibleOutlined />} title={<Trans>Invisível no Google</Trans>}>
            <Trans>Títulos, descrições e dados estruturados ausentes deixam o seu site atrás dos concorrentes nas buscas.</Trans>
          </Problem>
          <Problem icon={<UserDeleteOutlined />} title={<Trans>Inacessível para muitos</Trans>}>
            <Trans>Imagens sem texto alternativo e baixo contraste afastam pessoas com deficiência e prejudicam o SEO.</Trans>
          </Problem>
          <Problem icon={<StopOutlined />} title={<Trans>Sem tempo nem equipe técnica</Trans>}>
            <Trans>Relatórios técnicos dizem o que está errado, mas não corrigem nada, e contratar um especialista custa caro.</Trans>
          </Problem>
        </div>
      </div>
    </section>
  );
}
