import { GlobalOutlined, LockOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

function Quote({ author, role, children }: { author: string; role: ReactNode; children: ReactNode }) {
  return (
    <figure className="lp-card lp-quote">
      <blockquote>{children}</blockquote>
      <figcaption>
        <strong>{author}</strong>, {role}
      </figcaption>
    </figure>
  );
}

export function TestimonialsSection() {
  const { t } = useLingui();
  return (
    <section className="lp-section" aria-labelledby="lp-testimonials">
      <div className="lp-container">
        <h2 id="lp-testimonials" className="lp-center">
          <Trans>Quem usa, recomenda</Trans>
        </h2>
        <p className="lp-lead lp-center">
          <Trans>Donos de negócio e agências que deixaram de adivinhar o que melhorar no site.</Trans>
        </p>
        <div className="lp-grid">
          <Quote author="Mariana" role={<Trans>loja virtual de moda</Trans>}>
            <Trans>“Eu não sabia por onde começar. O Otimiza mostrou o que estava errado e já me entregou o HTML corrigido.”</Trans>
          </Quote>
          <Quote author="Rafael" role={<Trans>agência digital</Trans>}>
            <Trans>“Os relatórios com o antes e o depois convencem o cliente na hora. Virou parte do nosso processo.”</Trans>
          </Quote>
          <Quote author="Camila" role={<Trans>clínica odontológica</Trans>}>
            <Trans>“Em português, direto ao ponto e sem jargão. Finalmente entendi o que o meu site precisava.”</Trans>
          </Quote>
        </div>
        <ul className="lp-badges" aria-label={t`Selos de confiança`}>
          <li>
            <ThunderboltOutlined aria-hidden="true" />
            <Trans>Auditorias com Google Lighthouse</Trans>
          </li>
          <li>
            <LockOutlined aria-hidden="true" />
            <Trans>Dados protegidos conforme a LGPD</Trans>
          </li>
          <li>
            <SafetyCertificateOutlined aria-hidden="true" />
            <Trans>Senhas e tokens guardados com criptografia</Trans>
          </li>
          <li>
            <GlobalOutlined aria-hidden="true" />
            <Trans>Suporte em português</Trans>
          </li>
        </ul>
      </div>
    </section>
  );
}
