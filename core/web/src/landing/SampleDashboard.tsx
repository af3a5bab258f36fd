import { Trans } from '@lingui/react/macro';

/** Heights of the decorative bars, in percent. */
const bars = [28, 36, 33, 48, 55, 62, 70, 78, 92];

/**
 * The hero's sample dashboard: fixed illustrative figures (spec 000 §2), captioned as an example
 * so that nobody takes them for a real result.
 */
export function SampleDashboard() {
  return (
    <figure className="lp-sample">
      <dl className="lp-sample-stats">
        <div className="lp-sample-stat">
          <dt>
            <Trans>Tráfego orgânico</Trans>
          </dt>
          <dd style={{ color: '#15803D' }}>+287%</dd>
        </div>
        <div className="lp-sample-stat">
          <dt>
            <Trans>Palavras-chave no top 10</Trans>
          </dt>
          <dd>156</dd>
        </div>
        <div className="lp-sample-stat">
          <dt>
            <Trans>Performance</Trans>
          </dt>
          <dd>95/100</dd>
        </div>
        <div className="lp-sample-stat">
          <dt>
            <Trans>Pontuação de SEO</Trans>
          </dt>
          <dd>89</dd>
        </div>
      </dl>
      <div className="lp-sample-bars" aria-hidden="true">
        {bars.map((height, index) => (
          <span key={index} style={{ height: `${height}%` }} />
        ))}
      </div>
      <figcaption>
        <Trans>Painel de exemplo, com números ilustrativos.</Trans>
      </figcaption>
    </figure>
  );
}
