import {
  Body1,
  Button,
  Title1,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowRightRegular,
  CalculatorRegular,
  CameraRegular,
  DataTrendingRegular,
  FlashRegular,
  GavelRegular,
  GlobeRegular,
  PhoneLaptopRegular,
  PuzzlePieceRegular,
  SparkleRegular,
  TargetArrowRegular,
  TextQuoteRegular,
} from '@fluentui/react-icons';
import { PLANS } from '../../core/billing/plans';
import { CardGrid, type CardItem } from './card-grid';
import { NumberedSteps, type Step } from './numbered-steps';
import { useNavigation } from '../common/navigation';
import { usePublicPageStyles } from './public-page.styles';

const useStyles = makeStyles({
  hero: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '760px' },
});

const STEPS: readonly Step[] = [
  {
    title: 'Create your account',
    text: 'Sign up with your e-mail and phone number in under 30 seconds; it is free and needs no credit card. Answer four quick questions about your goals, and take the optional 13-question diagnostic to see your predicted rank.',
  },
  {
    title: 'Select your topics',
    text: 'Pick a section and a topic, such as Contract Law, Blood Relations or Profit & Loss. Your diagnostic shows which sections need you most, so start there.',
  },
  {
    title: 'Practise with AI-generated questions',
    text: 'Get a fresh CLAT-style passage with questions on the topic you chose, whenever you ask for one. Stuck on a question from somewhere else? Photograph it and the AI Doubt Solver works through it.',
  },
  {
    title: 'Review and improve',
    text: 'See your score, the correct answers and a clear explanation for each question. Ask the Concept Explainer about anything still unclear, and follow study advice built on your own results.',
  },
];

const BENEFITS: readonly CardItem[] = [
  {
    icon: FlashRegular,
    title: 'Feedback in seconds',
    text: 'No waiting for a teacher to check your answers. Know straight away what you got right and why.',
  },
  {
    icon: SparkleRegular,
    title: 'Fresh questions on demand',
    text: 'New passages and questions every time, so you practise reasoning rather than memorising answer keys.',
  },
  {
    icon: CameraRegular,
    title: 'Doubts cleared on the spot',
    text: 'Snap a question from any book, mock or coaching sheet and get a step-by-step solution.',
  },
  {
    icon: DataTrendingRegular,
    title: 'Know where you stand',
    text: 'A section-wise score, a predicted rank out of 100,000 candidates and a target law university.',
  },
  {
    icon: TargetArrowRegular,
    title: 'Focus on your weak areas',
    text: 'Your strengths and gaps shape what you practise next, so every hour of study counts.',
  },
  {
    icon: PhoneLaptopRegular,
    title: 'Study anywhere, pay little',
    text: `Works on your phone or laptop. Start free, and when you want more, a full-day pass costs just ₹${PLANS.daily.price}.`,
  },
];

const TOPICS: readonly CardItem[] = [
  {
    icon: GlobeRegular,
    title: 'General Knowledge and Current Affairs',
    text: 'News-based passages on national and international events, government schemes, defence and constitutional milestones.',
  },
  {
    icon: GavelRegular,
    title: 'Legal Reasoning',
    text: 'Principle-and-facts passages across contract, tort, criminal, constitutional and property law.',
  },
  {
    icon: TextQuoteRegular,
    title: 'English Language',
    text: 'Reading comprehension passages with questions on the main idea, inference, tone and vocabulary in context.',
  },
  {
    icon: PuzzlePieceRegular,
    title: 'Logical Reasoning',
    text: 'Arguments and assumptions, syllogisms, blood relations and coding-decoding.',
  },
  {
    icon: CalculatorRegular,
    title: 'Quantitative Techniques (Mathematics)',
    text: 'Data-based sets on percentages, profit and loss, simple and compound interest, and ratio and proportion.',
  },
];

export default function HowItWorksPage() {
  const styles = useStyles();
  const shared = usePublicPageStyles();
  const { go: navigate } = useNavigation();
  return (
    <div className={shared.page}>
      <section className={styles.hero}>
        <Title1 as="h1">How NyayaPath works</Title1>
        <p className={shared.lead}>
          NyayaPath turns CLAT preparation into a simple loop: practise, get feedback, improve. Here is what happens from
          the moment you sign up.
        </p>
      </section>

      <section className={shared.section} aria-labelledby="how-steps">
        <Title2 as="h2" id="how-steps">
          Four steps to a stronger score
        </Title2>
        <NumberedSteps steps={STEPS} />
      </section>

      <section className={shared.section} aria-labelledby="how-benefits">
        <Title2 as="h2" id="how-benefits">
          Why students choose NyayaPath
        </Title2>
        <CardGrid items={BENEFITS} />
      </section>

      <section className={shared.section} aria-labelledby="how-topics">
        <Title2 as="h2" id="how-topics">
          Topics we cover
        </Title2>
        <CardGrid items={TOPICS} />
      </section>

      <section className={shared.cta} aria-labelledby="how-start">
        <Title2 as="h2" id="how-start">
          Start with a free diagnostic
        </Title2>
        <Body1 as="p">
          Thirteen questions, about fifteen minutes, and you will know your predicted rank and exactly what to work on.
        </Body1>
        <div className={shared.actions}>
          <Button appearance="primary" size="large" icon={<ArrowRightRegular />} iconPosition="after" onClick={() => navigate('/auth')}>
            Start Practicing
          </Button>
          <Button size="large" onClick={() => navigate('/payment')}>
            See Plans
          </Button>
        </div>
      </section>
    </div>
  );
}
