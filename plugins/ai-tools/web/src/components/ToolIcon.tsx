import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { toolCatalog } from './toolCatalog';

const sizes = {
  card: { box: 40, radius: 10, font: 20 },
  row: { box: 34, radius: 8, font: 17 },
};

/** A tool's icon in its accent colour on a tinted square: large on the tool cards, smaller in the dashboard widget's rows. */
export function ToolIcon({ tool, size, decorative = false }: { tool: AiToolId; size: keyof typeof sizes; decorative?: boolean }) {
  const { icon: Icon, color } = toolCatalog[tool];
  const { box, radius, font } = sizes[size];
  return (
    <span
      aria-hidden={decorative ? 'true' : undefined}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: box,
        height: box,
        borderRadius: radius,
        background: `${color}1A`,
        flex: 'none',
      }}
    >
      <Icon style={{ color, fontSize: font }} />
    </span>
  );
}
