import { Trans } from '@lingui/react/macro';
import { scoreCategories, type MeasuredSite } from './sampleMeasurements';
import { useScoreLabels } from './useScoreLabels';

/** One sample site's four scores: the original page and the same page with the fixes applied. */
export function MeasuredScoresTable({ site }: { site: MeasuredSite }) {
  const { labels } = useScoreLabels();
  return (
    <table className="lp-measure">
      <thead>
        <tr>
          <th scope="col">
            <Trans>Categoria</Trans>
          </th>
          <th scope="col">
            <Trans>Antes</Trans>
          </th>
          <th scope="col">
            <Trans>Depois</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {scoreCategories.map((category) => {
          const before = site.before[category];
          const after = site.after[category];
          return (
            <tr key={category}>
              <th scope="row">{labels[category]}</th>
              <td>{before}</td>
              <td className={after > before ? 'lp-measure-up' : undefined}>{after}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
