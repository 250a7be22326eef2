import {
  Body1,
  Button,
  LargeTitle,
  Title2,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import {
  ArrowRightRegular,
  CalculatorRegular,
  CameraRegular,
  CheckmarkCircleFilled,
  DataTrendingRegular,
  GavelRegular,
  GlobeRegular,
  PuzzlePieceRegular,
  SparkleRegular,
  TargetArrowRegular,
  TextQuoteRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { CardGrid, type CardItem } from './card-grid';
import { LabelBadge } from './label-badge';
import { NumberedSteps, type Step } from './numbered-steps';
import { useSessionSnapshot } from '../shell/use-session-snapshot';
import { useNavigation } from '../common/navigation';
import { usePublicPageStyles } from './public-page.styles';

const useStyles = makeStyles({
  hero: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    justifyItems: 'start',
    maxWidth: '760px',
    paddingBlock: tokens.spacingVerticalXL,
  },
  title: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    '@media (min-width: 768px)': { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900 },
  },
  trust: {
    ...typographyStyles.body1,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    listStyleType: 'none',
    padding: 0,
    color: tokens.colorNeutralForeground2,
  },
  trustItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  trustIcon: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase400 },
  topics: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    padding: 0,
  },
  topic: {
    ...typographyStyles.body1Strong,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  topicIcon: { flexShrink: 0, fontSize: tokens.fontSizeBase500, color: tokens.colorBrandForeground1 },
});

const FEATURES: readonly CardItem[] = [
  {
    icon: CameraRegular,
    title: 'AI Doubt Solver',
    text: 'Stuck on a question from a mock or a coaching sheet? Snap a photo and get a step-by-step solution in moments.',
  },
  {
    icon: CheckmarkCircleFilled,
    title: 'Instant, detailed feedback',
    text: 'Every answer comes with an explanation of why it is right and where the other options go wrong.',
  },
  {
    icon: TargetArrowRegular,
    title: 'Topic-wise practice',
    text: 'Pick a section and a topic, from Contract Law to Syllogisms, and practise exactly what you need.',
  },
  {
    icon: DataTrendingRegular,
    title: 'Performance analytics',
    text: 'See your score section by section, your predicted rank and the areas that will move it most.',
  },
  {
    icon: SparkleRegular,
    title: 'Unlimited AI-generated practice questions',
    text: 'Fresh CLAT-style passages and questions whenever you want them, so you never run out of material.',
  },
];

const STEPS: readonly Step[] = [
  { title: 'Create your free account', text: 'Sign up with your e-mail in under 30 seconds. No credit card needed.' },
  { title: 'Choose your topics', text: 'Take the 13-question diagnostic, then pick the sections you want to strengthen.' },
  { title: 'Practise with AI questions', text: 'Solve CLAT-style questions generated for the topic you chose.' },
  { title: 'Review and improve', text: 'Read the explanations, track your progress and watch your predicted rank climb.' },
];

const TOPICS: readonly { readonly icon: FluentIcon; readonly name: string }[] = [
  { icon: GlobeRegular, name: 'General Knowledge and Current Affairs' },
  { icon: GavelRegular, name: 'Legal Reasoning' },
  { icon: TextQuoteRegular, name: 'English Language' },
  { icon: PuzzlePieceRegular, name: 'Logical Reasoning' },
  { icon: CalculatorRegular, name: 'Quantitative Techniques (Mathematics)' },
];

const TRUST_POINTS = ['5000+ students preparing', 'Free to start', 'No credit card', 'Sign up in under 30 seconds'] as const;

export default function HomePage() {
  const styles = useStyles();
  const shared = usePublicPageStyles();
  return (
    <div className={shared.page}>
      <section className={styles.hero}>
        <LabelBadge look="tint">Built for CLAT aspirants</LabelBadge>
        <LargeTitle as="h1" className={styles.title}>Crack CLAT with an AI study partner</LargeTitle>
        <p className={shared.lead}>
          Find out where you stand with a free 13-question diagnostic, then practise Legal, Logical, English, GK and
          Quant with an AI that explains every answer and clears your doubts the moment they come up.
        </p>
        <HeroActions />
        <ul className={styles.trust} aria-label="Why students start here">
          {TRUST_POINTS.map((point) => (
            <li key={point} className={styles.trustItem}>
              <CheckmarkCircleFilled className={styles.trustIcon} aria-hidden />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <IntroSection id="home-features" title="Everything you need to prepare, in one place" intro="No more juggling PDFs, coaching notes and answer keys. Practise, check and improve on one screen.">
        <CardGrid items={FEATURES} />
      </IntroSection>

      <IntroSection id="home-steps" title="How it works in four steps" intro="From sign-up to your first practice set takes only a few minutes.">
        <NumberedSteps steps={STEPS} />
      </IntroSection>

      <IntroSection id="home-topics" title="All five CLAT sections, covered" intro="Practise every part of the paper, not just the ones you already enjoy.">
        <ul className={styles.topics}>
          {TOPICS.map(({ icon: Icon, name }) => (
            <li key={name} className={styles.topic}>
              <Icon className={styles.topicIcon} aria-hidden />
              {name}
            </li>
          ))}
        </ul>
      </IntroSection>
    </div>
  );
}

/** A section of the page: its heading and a line under it, then what it shows. */
function IntroSection({ id, title, intro, children }: { readonly id: string; readonly title: string; readonly intro: string; readonly children: ReactNode }) {
  const shared = usePublicPageStyles();
  return (
    <section className={shared.section} aria-labelledby={id}>
      <div className={shared.sectionIntro}>
        <Title2 as="h2" id={id}>
          {title}
        </Title2>
        <Body1 as="p">{intro}</Body1>
      </div>
      {children}
    </section>
  );
}

/** Start Practicing for visitors, Go to Dashboard once the session shows a signed-in student. */
function HeroActions() {
  const shared = usePublicPageStyles();
  const { go: navigate } = useNavigation();
  const { signedIn } = useSessionSnapshot();
  return (
    <div className={shared.actions}>
      <Button
        appearance="primary"
        size="large"
        icon={<ArrowRightRegular />}
        iconPosition="after"
        onClick={() => navigate(signedIn ? '/dashboard' : '/auth')}
      >
        {signedIn ? 'Go to Dashboard' : 'Start Practicing'}
      </Button>
      <Button size="large" onClick={() => navigate('/how-it-works')}>
        Learn More
      </Button>
    </div>
  );
}
