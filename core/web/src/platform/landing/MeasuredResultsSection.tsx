import { GlobalOutlined, LockOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { MeasuredScoresTable } from './MeasuredScoresTable';
import { sampleMeasurements } from './sampleMeasurements';
import { useScoreLabels } from './useScoreLabels';

/**
 * Where the spec has testimonials: what we can show to be true instead — our own measurements of
 * the bundled sample sites, before and after the fixes, with their date — and the trust badges.
 */
export function MeasuredResultsSection() {
  const { t } = useLingui();
  const { day } = useScoreLabels();
  const measuredOn = day(sampleMeasurements.measuredOn);
  return (
    <section className="lp-section" aria-labelledby="lp-results">
      <div className="lp-container">
        <h2 id="lp-results" className="lp-center">
          <Trans>Resultados medidos, não prometidos</Trans>
        </h2>
        <p className="lp-lead lp-center">
          <Trans>
            Medições nossas em sites de exemplo: os sites de demonstração que acompanham o Otimiza, auditados pelo mesmo caminho de qualquer análise. Antes: a
            página original. Depois: a mesma página com as correções aplicadas, auditada de novo.
          </Trans>
        </p>
        <div className="lp-grid">
          {sampleMeasurements.sites.map((site) => (
            <figure key={site.url} className="lp-card lp-result">
              <figcaption>
                <strong>{site.name}</strong>
                <span className="lp-sample-tag">
                  <Trans>Site de exemplo</Trans>
                </span>
              </figcaption>
              <MeasuredScoresTable site={site} />
            </figure>
          ))}
        </div>
        <p className="lp-note lp-center">
          <Trans>Lighthouse no modo celular, medido em {measuredOn}. Cada site real parte de um ponto diferente, e os resultados variam.</Trans>
        </p>
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
            <Trans>Em português e em inglês</Trans>
          </li>
        </ul>
      </div>
    </section>
  );
}
