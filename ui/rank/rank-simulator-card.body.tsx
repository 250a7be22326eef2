import { DataTrendingRegular } from '@fluentui/react-icons';
import { PaidFeatureCard, type PaidFeatureCardProps } from '../common/paid-feature-card';
import { RANK_SIMULATOR_TITLE } from './rank-simulator.title';

/** The dashboard's way into the simulator. */
export default function RankSimulatorCardBody(props: PaidFeatureCardProps) {
  return <PaidFeatureCard {...props} icon={DataTrendingRegular} title={RANK_SIMULATOR_TITLE} text="Raise a section, cut your negatives, and see where your rank and law university could land." />;
}
