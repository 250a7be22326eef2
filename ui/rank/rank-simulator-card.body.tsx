import { Badge, Body1, Button, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { DataTrendingRegular } from '@fluentui/react-icons';
import type { UnmeteredFeatureAccess } from '../../core/access/feature-access.rules';
import { RANK_SIMULATOR_TITLE } from './rank-simulator.title';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  open: { justifySelf: 'start' },
});

export interface RankSimulatorCardProps {
  /** Null until the plan status has loaded. */
  readonly access: UnmeteredFeatureAccess | null;
  readonly onOpen: () => void;
}

/** The dashboard's way into the simulator: what it does, whether the plan includes it, and Open. */
export default function RankSimulatorCardBody({ access, onOpen }: RankSimulatorCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <DataTrendingRegular className={styles.icon} aria-hidden />
        {access ? <Badge appearance="tint">{access.badge}</Badge> : null}
      </div>
      <Subtitle1 as="h2">{RANK_SIMULATOR_TITLE}</Subtitle1>
      <Body1>Raise a section, cut your negatives, and see where your rank and law university could land.</Body1>
      <Button className={styles.open} appearance="primary" onClick={onOpen} disabled={!access} aria-label={`Open ${RANK_SIMULATOR_TITLE}`}>
        Open
      </Button>
    </Card>
  );
}
