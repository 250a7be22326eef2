import { Badge, Body1, Button, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import type { UnmeteredFeatureAccess } from '../../core/access/feature-access.rules';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  open: { justifySelf: 'start' },
});

/** What the dashboard gives a paid feature's card. */
export interface PaidFeatureCardProps {
  /** Null until the plan status has loaded. */
  readonly access: UnmeteredFeatureAccess | null;
  readonly onOpen: () => void;
}

interface PaidFeatureCardContent extends PaidFeatureCardProps {
  readonly icon: FluentIcon;
  readonly title: string;
  readonly text: string;
}

/** A paid feature's way in on the dashboard: what it does, whether the plan includes it, and Open. */
export function PaidFeatureCard({ icon: Icon, title, text, access, onOpen }: PaidFeatureCardContent) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <Icon className={styles.icon} aria-hidden />
        {access ? <Badge appearance="tint">{access.badge}</Badge> : null}
      </div>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <Body1>{text}</Body1>
      <Button className={styles.open} appearance="primary" onClick={onOpen} disabled={!access} aria-label={`Open ${title}`}>
        Open
      </Button>
    </Card>
  );
}
