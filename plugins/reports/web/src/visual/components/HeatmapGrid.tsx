import type { VisualHeatmap } from '@otimiza/plugin-reports-shared';
import { scoreColor } from '@otimiza/sdk/web';
import { Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { formatDay } from '../format';

const isDay = (key: string) => /^\d{4}-\d{2}-\d{2}$/.test(key);
/** The row names stay in view while a wide map scrolls sideways (it opens on its latest weeks). */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, background: '#FFFFFF' } as const;

const ellipsis = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/**
 * A row's name, cut with an ellipsis when the column is narrow. A name that ends in a qualifier
 * ('padaria.com.br · Celular', a row per site and strategy) keeps the qualifier on a line of its
 * own: cutting it would leave two rows of one site that read the same on a phone.
 */
function RowName({ name }: { name: string }) {
  const cut = name.lastIndexOf(' · ');
  if (cut < 0) return <span style={ellipsis}>{name}</span>;
  return (
    <>
      <span style={ellipsis}>{name.slice(0, cut)}</span>
      <span style={{ ...ellipsis, color: '#64748B', fontWeight: 400 }}>{name.slice(cut + 3)}</span>
    </>
  );
}

/**
 * A heatmap as a table of coloured cells: scores on the score scale (red, amber, green), counts
 * in shades of blue against the largest cell. Wide maps scroll sideways inside the card.
 */
export function HeatmapGrid({ heatmap }: { heatmap: VisualHeatmap }) {
  const { pick, locale } = useInterfaceLanguage();
  const cells = new Map(heatmap.data.map((cell) => [`${cell.row}|${cell.column}`, cell.value]));
  const geographic = heatmap.type === 'geographic_distribution';
  const max = Math.max(1, ...heatmap.data.filter((cell) => !geographic || cell.column === 'sites').map((cell) => cell.value));
  const name = (key: string) => (heatmap.labels[key] ? pick(heatmap.labels[key]) : isDay(key) ? formatDay(key, locale) : key);
  const columnName = (key: string) => (isDay(key) ? formatDay(key, locale) : heatmap.type === 'time_analysis' ? `${key}h` : name(key));
  const isScore = (column: string) => heatmap.unit === 'score' || (geographic && column.startsWith('performance'));
  const style = (value: number | undefined, column: string) => {
    if (value === undefined) return { background: '#F8FAFC', color: '#94A3B8' };
    if (isScore(column)) {
      const colours = scoreColor(value);
      return { background: colours.background, color: colours.color };
    }
    const strength = value / max;
    return { background: `rgba(37, 99, 235, ${0.08 + strength * 0.82})`, color: strength > 0.5 ? '#FFFFFF' : '#0F172A' };
  };
  const compact = heatmap.type === 'time_analysis';
  // Weeks run left to right: a map wider than its card opens on the latest weeks.
  const scroller = useRef<HTMLDivElement>(null);
  const byWeek = heatmap.columns.some(isDay);
  useEffect(() => {
    const element = scroller.current;
    if (element && byWeek) element.scrollLeft = element.scrollWidth;
  }, [byWeek, heatmap.columns.length]);
  return (
    <div ref={scroller} style={{ overflowX: 'auto' }} tabIndex={0} aria-label={pick(heatmap.title)} data-testid="heatmap-grid">
      <table style={{ borderCollapse: 'separate', borderSpacing: 2, fontSize: 12, minWidth: '100%' }}>
        <thead>
          <tr>
            <td style={stickyColumn} />
            {heatmap.columns.map((column) => (
              <th key={column} scope="col" style={{ fontWeight: 500, color: '#64748B', whiteSpace: 'nowrap', padding: '0 2px' }}>
                {columnName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heatmap.rows.map((row) => (
            <tr key={row}>
              <th
                scope="row"
                style={{
                  ...stickyColumn,
                  textAlign: 'left',
                  fontWeight: 500,
                  maxWidth: 'min(200px, 35vw)',
                  paddingRight: 6,
                }}
                title={name(row)}
              >
                <RowName name={name(row)} />
              </th>
              {heatmap.columns.map((column) => {
                const value = cells.get(`${row}|${column}`);
                const shown = value === undefined ? '–' : value.toLocaleString(locale, { maximumFractionDigits: 1 });
                return (
                  <td key={column} style={{ padding: 0 }}>
                    <Tooltip title={`${name(row)} · ${columnName(column)}: ${shown}`}>
                      <div
                        style={{
                          ...style(value, column),
                          minWidth: compact ? 26 : 44,
                          height: compact ? 24 : 30,
                          borderRadius: 4,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          fontWeight: 600,
                        }}
                      >
                        {compact ? (value === undefined ? '' : shown) : shown}
                      </div>
                    </Tooltip>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
