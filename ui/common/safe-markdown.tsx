import { makeStyles, tokens } from '@fluentui/react-components';
import Markdown from 'react-markdown';

const useStyles = makeStyles({
  markdown: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& :is(h1, h2, h3, h4)': { fontSize: tokens.fontSizeBase400, marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalXS}` },
    '& p': { marginBlock: tokens.spacingVerticalXS },
    '& :is(ul, ol)': { marginBlock: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalXL },
  },
});

/**
 * Markdown from an answer or from OCR text, rendered safely: raw HTML is dropped (never
 * rendered), and link and image addresses go through react-markdown's safe URL filter.
 */
export function SafeMarkdown({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml>{children}</Markdown>
    </div>
  );
}
