import { Trans } from '@lingui/react/macro';
import { SampleDashboard } from './SampleDashboard';
import { TryNowButton } from './TryNowButton';

export function HeroSection() {
  return (
    <section className="lp-hero" aria-labelledby="lp-hero-title">
      <div className="lp-container lp-hero-grid">
        <div>
          <span className="lp-eyebrow">
            <Trans>SEO e performance para sites brasileiros</Trans>
          </span>
          <h1 id="lp-hero-title">
            <Trans>Seu site mais rápido, acessível e encontrado no Google</Trans>
          </h1>
          <p>
            <Trans>
              O Otimiza audita o seu site com o Google Lighthouse, reescreve o HTML com as correções aplicadas e prova a melhoria auditando a página corrigida
              de novo. Em minutos, sem precisar ser especialista.
            </Trans>
          </p>
          <div className="lp-cta-row">
            <TryNowButton />
            <a href="#planos" className="lp-link" style={{ color: '#FFFFFF', alignSelf: 'center' }}>
              <Trans>Ver planos e preços</Trans>
            </a>
          </div>
        </div>
        <SampleDashboard />
      </div>
    </section>
  );
}
