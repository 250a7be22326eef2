import { makeStyles, tokens } from '@fluentui/react-components';
import type { ComponentProps } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';

const useStyles = makeStyles({
  markdown: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    '& :is(h1, h2, h3, h4)': { fontSize: tokens.fontSizeBase400, marginBlock: `${tokens.spacingVerticalS} ${tokens.spacingVerticalXS}` },
    '& p': { marginBlock: tokens.spacingVerticalXS },
    '& :is(ul, ol)': { marginBlock: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalXL },
  },
});

const WEB = new Set(['http:', 'https:']);

/**
 * The address a link may point to, or null. Only absolute web and mail addresses: anything
 * relative (which would reach the product's own pages and API with the student's session) or
 * with another scheme (javascript:, data:, vbscript:, file:) is refused.
 */
function allowedHref(href: string | undefined): { href: string; web: boolean } | null {
  if (!href || href.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (WEB.has(url.protocol)) return { href: url.href, web: true };
  if (url.protocol === 'mailto:') return { href: url.href, web: false };
  return null;
}

function SafeLink({ node: _node, href, children }: ComponentProps<'a'> & ExtraProps) {
  const allowed = allowedHref(href);
  if (!allowed) return <span>{children}</span>;
  return allowed.web ? (
    <a href={allowed.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={allowed.href}>{children}</a>
  );
}

/** An answer never loads an image: a remote one would tell its host who read the answer. */
function ImageAsText({ alt }: ComponentProps<'img'> & ExtraProps) {
  return alt ? <span>{alt}</span> : null;
}

const COMPONENTS: Components = { a: SafeLink, img: ImageAsText };

/** Addresses are judged by the components above, on what the Markdown actually says. */
const keepUrl = (url: string) => url;

/**
 * Markdown from an answer or from OCR text, rendered safely: raw HTML is dropped (never
 * rendered), images show their alt text only, and only http(s) and mailto links are links
 * (web ones open in a new tab with no opener or referrer); every other address is plain text.
 */
export function SafeMarkdown({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <div className={styles.markdown}>
      <Markdown skipHtml components={COMPONENTS} urlTransform={keepUrl}>
        {children}
      </Markdown>
    </div>
  );
}
