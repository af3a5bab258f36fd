import { Trans } from '@lingui/react/macro';
import { MeasuredScoresTable } from './MeasuredScoresTable';
import { sampleMeasurements, scoreCategories } from './sampleMeasurements';
import { useScoreLabels } from './useScoreLabels';

/**
 * The hero's sample dashboard: no illustrative figures, but our own measurement of
 * one bundled sample site — its page before and after Otimiza's fixes — labelled as such, with
 * the day it was measured.
 */
export function SampleDashboard() {
  const { day } = useScoreLabels();
  const site = sampleMeasurements.sites.at(-1);
  if (!site) return null;
  const measuredOn = day(sampleMeasurements.measuredOn);
  const name = site.name;
  return (
    <figure className="lp-sample">
      <div className="lp-sample-head">
        <strong>{name}</strong>
        <span className="lp-sample-tag">
          <Trans>Site de exemplo</Trans>
        </span>
      </div>
      <MeasuredScoresTable site={site} />
      <div className="lp-sample-bars" aria-hidden="true">
        {scoreCategories.map((category) => (
          <div key={category} className="lp-sample-pair">
            <span className="lp-sample-before" style={{ height: `${site.before[category]}%` }} />
            <span className="lp-sample-after" style={{ height: `${site.after[category]}%` }} />
          </div>
        ))}
      </div>
      <figcaption>
        <Trans>
          Medição nossa em um site de exemplo, em {measuredOn}: a página original e a mesma página com as correções do Otimiza, auditadas com o Lighthouse
          (celular).
        </Trans>
      </figcaption>
    </figure>
  );
}
