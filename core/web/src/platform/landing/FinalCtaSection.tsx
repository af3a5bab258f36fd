import { Trans } from '@lingui/react/macro';
import { TryNowButton } from './TryNowButton';

export function FinalCtaSection() {
  return (
    <section className="lp-section lp-final" aria-labelledby="lp-final">
      <div className="lp-container">
        <h2 id="lp-final">
          <Trans>Pronto para ver o seu site melhor?</Trans>
        </h2>
        <p className="lp-lead">
          <Trans>Crie a sua conta, faça a primeira análise e veja o que pode ser corrigido hoje mesmo.</Trans>
        </p>
        <TryNowButton light />
      </div>
    </section>
  );
}
