import { Body1, Link, Subtitle1, Subtitle2, Title1, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useProductSettings } from '../common/product-settings';

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gap: tokens.spacingVerticalXXL,
    maxWidth: '800px',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    overflowWrap: 'anywhere',
    // The grid's gaps do the spacing, so text elements drop the browser's default margins.
    '& :is(h1, h2, h3, p, ul)': { marginBlock: 0 },
  },
  header: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  updated: { color: tokens.colorNeutralForeground3 },
  section: { display: 'grid', gap: tokens.spacingVerticalM },
  subsection: { display: 'grid', gap: tokens.spacingVerticalS },
  list: {
    ...typographyStyles.body1,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalXXL,
  },
});

interface PolicyLayoutProps {
  readonly title: string;
  /**
   * The text after 'Last updated: '; a policy without a date shows no line. null: a date only the
   * browser knows (today's): the entry writes it into the prerendered line as the page loads, and
   * React, hydrating later, accepts that text (suppressHydrationWarning), then renders the same.
   */
  readonly lastUpdated?: string | null;
  readonly intro: ReactNode;
  /** The policy's sections, each a PolicySection. */
  readonly children: ReactNode;
}

/** The frame shared by the four policy pages: one h1, the date, an introduction, then h2 sections. */
export function PolicyLayout({ title, lastUpdated, intro, children }: PolicyLayoutProps) {
  const styles = useStyles();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <Title1 as="h1">{title}</Title1>
        {lastUpdated !== undefined ? (
          <Body1 as="p" className={styles.updated}>
            {lastUpdated === null ? (
              <>
                {'Last updated: '}
                <span data-today="" suppressHydrationWarning>
                  {'\u00a0'}
                </span>
              </>
            ) : (
              `Last updated: ${lastUpdated}`
            )}
          </Body1>
        ) : null}
        <Body1 as="p">{intro}</Body1>
      </header>
      {children}
    </article>
  );
}

/** One part of a policy, under an h2. */
export function PolicySection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId}>
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/** A part of a section, under an h3. */
export function PolicySubsection({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.subsection}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {children}
    </div>
  );
}

/** A paragraph of policy text. */
export function PolicyText({ children }: { readonly children: ReactNode }) {
  return <Body1 as="p">{children}</Body1>;
}

/** A bulleted list of policy points. */
export function PolicyList({ items }: { readonly items: readonly ReactNode[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** The support address as a mailto link, with a prefilled subject when the policy asks for one. */
export function SupportEmailLink({ subject }: { readonly subject?: string }) {
  const { supportEmail } = useProductSettings();
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <Link href={`mailto:${supportEmail}${query}`}>{supportEmail}</Link>;
}
