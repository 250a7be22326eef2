import { Body1, Button, Caption1, Card, Spinner, Subtitle1, Title1, makeStaticStyles, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { AppLink } from '../common/app-link';
import { useService } from '../common/services';
import { printPage } from './print-page';
import { WEEKLY_REPORT_TITLE } from './weekly-report.title';
import { WeeklyReportViewModel, weekHref } from './weekly-report.view-model';

/** On paper: only the report, black on white, no card cut across two pages. */
const usePrintStyles = makeStaticStyles(`
@media print {
  header, footer, [data-print="hide"] { display: none !important; }
  body, main { background: #fff !important; color: #000 !important; }
  [data-print="card"] { break-inside: avoid; box-shadow: none !important; border: 1px solid #000 !important; background: #fff !important; color: #000 !important; }
  [data-print="card"] * { color: #000 !important; }
  a[href] { color: #000 !important; text-decoration: none !important; }
}
`);

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalL, padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`, maxWidth: '960px', width: '100%', boxSizing: 'border-box', margin: '0 auto' },
  nav: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' },
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'grid', gap: tokens.spacingVerticalXS },
  total: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: { textAlign: 'start', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, overflowWrap: 'anywhere' },
  number: { textAlign: 'end', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  figure: { whiteSpace: 'nowrap' },
  heading: { display: 'grid', gap: tokens.spacingVerticalXS },
  centre: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`, textAlign: 'center' },
});

/** The accuracy table's figures after each section's name, in the order its rows give them. */
const FIGURE_COLUMNS = ['Answered', 'Right', 'Accuracy'] as const;

/**
 * /dashboard/report and /dashboard/report/:week: one week's report (Monday to Sunday), printable,
 * with the weeks before and after. A paid-plan feature; a free student is told how to get it.
 */
function WeeklyReportPage() {
  usePrintStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const { week } = useParams();
  const vm = useService<WeeklyReportViewModel>(WeeklyReportViewModel);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void vm.load(week).then((outcome) => {
      if (current && outcome === 'redirect') navigate('/auth', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [vm, week, navigate, attempt]);

  const backToDashboard = (
    <AppLink to="/dashboard" aria-label="Back to dashboard">
      Back to dashboard
    </AppLink>
  );

  if (vm.loading && !vm.page) return <Spinner className={styles.centre} size="large" label="Loading your weekly report..." />;

  if (vm.access && !vm.access.allowed) {
    return (
      <section className={styles.page} aria-labelledby="weekly-report-heading">
        <Title1 as="h1" id="weekly-report-heading">
          {WEEKLY_REPORT_TITLE}
        </Title1>
        <Body1>The weekly report comes with a paid plan. It shows each week's questions, your accuracy in every section, your mocks, your daily quiz streak and the topics to work on next.</Body1>
        <div className={styles.nav}>
          <AppLink to="/dashboard?open=plans">See plans</AppLink>
          {backToDashboard}
        </div>
      </section>
    );
  }

  const page = vm.page;
  if (!page) {
    return (
      <section className={styles.centre} role="alert">
        <Title1 as="h1">{WEEKLY_REPORT_TITLE}</Title1>
        <Body1>{vm.error ?? 'Could not load your weekly report. Please try again.'}</Body1>
        <div className={styles.nav}>
          <Button appearance="primary" onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </Button>
          {backToDashboard}
        </div>
      </section>
    );
  }

  const { report } = page;
  return (
    <section className={styles.page} aria-labelledby="weekly-report-heading">
      <div className={styles.heading}>
        <Title1 as="h1" id="weekly-report-heading">
          {WEEKLY_REPORT_TITLE}
        </Title1>
        <Subtitle1 as="p">{report.label}</Subtitle1>
      </div>
      <nav className={styles.nav} aria-label="Weeks" data-print="hide">
        <AppLink to={weekHref(page.previous)}>Previous week</AppLink>
        {page.next ? <AppLink to={weekHref(page.next)}>Next week</AppLink> : null}
        {vm.isThisWeek ? null : <AppLink to="/dashboard/report">This week</AppLink>}
        {backToDashboard}
        <Button icon={<PrintRegular />} onClick={printPage}>
          Print
        </Button>
      </nav>
      {vm.error ? <Caption1 role="status">{vm.error}</Caption1> : null}

      {report.empty ? (
        <ReportCard title="Nothing this week">
          <Body1>
            {vm.isThisWeek
              ? 'No practice is recorded yet this week. Questions from the Question Maker, the daily quiz, full mocks and Mistakes Review will show here.'
              : 'No practice was recorded in this week.'}
          </Body1>
        </ReportCard>
      ) : (
        <div className={styles.grid}>
          <ReportCard title="Questions done" headingId="questions-done-heading">
            <p className={styles.total} aria-describedby="questions-done-heading">
              {report.questions.total}
            </p>
            <ul className={styles.list}>
              <li>Question Maker: {report.questions.questionMaker}</li>
              <li>Daily quiz: {report.questions.dailyQuiz}</li>
              <li>Full mocks: {report.questions.fullMocks}</li>
              <li>Mistakes reviewed: {report.questions.mistakesReviewed}</li>
            </ul>
          </ReportCard>

          <ReportCard title="Daily quiz streak">
            <p className={styles.total}>{vm.streak}</p>
            <Body1>
              {report.quizzesTaken === 1 ? '1 daily quiz taken this week.' : `${report.quizzesTaken} daily quizzes taken this week.`}
              {vm.isThisWeek ? '' : ' The streak is as it stood at the end of the week.'}
            </Body1>
          </ReportCard>

          <ReportCard title="Accuracy by section" headingId="accuracy-heading">
            <table className={styles.table} aria-labelledby="accuracy-heading">
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Section
                  </th>
                  {FIGURE_COLUMNS.map((column) => (
                    <th key={column} scope="col" className={styles.number}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {vm.sections.map((row) => (
                  <tr key={row.title}>
                    <th scope="row" className={styles.cell}>
                      {row.title}
                    </th>
                    <td className={mergeClasses(styles.number, styles.figure)}>{row.answered}</td>
                    <td className={mergeClasses(styles.number, styles.figure)}>{row.correct}</td>
                    <td className={mergeClasses(styles.number, styles.figure)}>{row.accuracy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ReportCard>

          <ReportCard title="Full mocks">
            {vm.mocks.length === 0 ? (
              <Body1>No full mock this week.</Body1>
            ) : (
              <ul className={styles.list}>
                {vm.mocks.map((mock, index) => (
                  <li key={`${mock.date}-${index}`}>
                    <Body1>
                      {mock.date}: {mock.marks} marks. {mock.rank}.
                    </Body1>
                    {mock.nlus ? <Caption1 as="p">{mock.nlus}</Caption1> : null}
                  </li>
                ))}
              </ul>
            )}
          </ReportCard>
        </div>
      )}

      <ReportCard title="Weakest topics">
        {vm.weakTopics.length > 0 ? (
          <ol className={styles.list}>
            {vm.weakTopics.map((topic) => (
              <li key={topic.topic}>
                <Body1 as="p">
                  <strong>{topic.topic}</strong>: {topic.detail}.
                </Body1>
                <AppLink to={topic.href}>{topic.step.text}</AppLink>
              </li>
            ))}
          </ol>
        ) : null}
        {report.weakTopicsNote ? <Body1 as="p">{report.weakTopicsNote}</Body1> : null}
      </ReportCard>
    </section>
  );
}

/** One card of the report, with its heading; on paper it is kept on one page (usePrintStyles). */
function ReportCard({ title, headingId, children }: { readonly title: string; readonly headingId?: string; readonly children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-print="card">
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {children}
    </Card>
  );
}

export default observer(WeeklyReportPage);
