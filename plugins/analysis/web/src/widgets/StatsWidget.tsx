import { StatsRow } from '../components/history/StatsRow';

/** Dashboard slot `dashboard.stats`: the stat cards from `GET /api/dashboard/stats`. */
export default function StatsWidget() {
  return <StatsRow />;
}
