import { Badge, Body1, Button, Caption1, Subtitle1, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, CameraRegular, ChatRegular, LightbulbRegular, QuestionCircleRegular, type FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import type { AccountOverview } from '../../../core/access/get-account-overview.use-case';
import type { ToolName } from './main-dashboard.view-model';
import { Tile } from '../tile';

const usePageStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
});

const useStyles = makeStyles({
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '32px' },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 640px) and (max-width: 1023.98px)': { gridTemplateColumns: '1fr 1fr' },
    '@media (min-width: 1024px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minHeight: '150px' },
  cardTop: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  muted: { opacity: 0.7 },
});

interface ToolCard {
  readonly tool: ToolName;
  readonly title: string;
  readonly text: string;
  readonly icon: FluentIcon;
}

const TOOLS: readonly ToolCard[] = [
  { tool: 'aiDoubtSolver', title: 'AI Doubt Solver', text: 'Snap a question, get an instant solution.', icon: CameraRegular },
  { tool: 'conceptExplainer', title: 'Concept Explainer', text: 'Ask about any CLAT concept and get it explained simply.', icon: LightbulbRegular },
  { tool: 'topicPractice', title: 'Question Maker', text: 'Practice questions by topic, with answers explained.', icon: QuestionCircleRegular },
  { tool: 'studyAdvice', title: 'Study Advice', text: 'A plan and tips built on your own results.', icon: ChatRegular },
];

interface DashboardWelcomeProps {
  readonly greeting: string;
  /** The student's plan and uses; null while it loads, when the tools wait and their badges are empty. */
  readonly overview: AccountOverview | null;
  readonly onChoose: (tool: ToolName) => void;
  readonly onUpgrade: () => void;
}

/**
 * The top of the main dashboard: the greeting, the plan's status and 'Choose Your AI Tool'. It
 * draws from the greeting and the plan alone, so the page paints it before any of the app's code
 * has run (ui/dashboard/first-views.tsx).
 */
export function DashboardWelcome({ greeting, overview, onChoose, onUpgrade }: DashboardWelcomeProps) {
  const styles = useStyles();
  return (
    <>
      <div>
        <Title1 as="h1">{greeting}</Title1>
        <Body1>Nyaya, your AI study partner for CLAT, is ready when you are.</Body1>
        {/* Its height is kept while the plan loads, so the tools below do not move when it arrives. */}
        <div className={styles.status}>
          {overview ? (
            <>
              {overview.badge ? (
                <Badge appearance="filled" color={overview.badge.tone} size="large">
                  {overview.badge.text}
                </Badge>
              ) : null}
              <Caption1>Plan: {overview.label}</Caption1>
              {!overview.premium ? (
                <Button appearance="primary" size="small" onClick={onUpgrade}>
                  Upgrade to Premium
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      {/* The cards that load after the first paint come below the tools, so their arrival moves nothing in view. */}
      <Subtitle1 as="h2">Choose Your AI Tool</Subtitle1>
      <div className={styles.grid}>
        {TOOLS.map(({ tool, title, text, icon: Icon }) => (
          <Tile key={tool} className={styles.card}>
            <div className={styles.cardTop}>
              <Icon className={styles.icon} aria-hidden />
              {overview ? <Badge appearance="tint">{overview.features[tool].badge}</Badge> : null}
            </div>
            <Subtitle1 as="h3">{title}</Subtitle1>
            <Body1>{text}</Body1>
            <Button appearance="primary" onClick={() => onChoose(tool)} disabled={!overview} aria-label={`Open ${title}`}>
              Open
            </Button>
          </Tile>
        ))}
        <Tile className={styles.card} aria-disabled>
          <div className={styles.cardTop}>
            <BookOpenRegular className={styles.icon} aria-hidden />
            <Badge appearance="outline">Coming Soon</Badge>
          </div>
          <Subtitle1 as="h3" className={styles.muted}>
            Material Practice
          </Subtitle1>
          <Body1 className={styles.muted}>Material Practice - Coming Soon</Body1>
        </Tile>
      </div>
    </>
  );
}

/** The main dashboard's page: its welcome, then whatever follows it. */
export function DashboardPageSection({ children }: { readonly children: ReactNode }) {
  const styles = usePageStyles();
  return <section className={styles.page}>{children}</section>;
}
