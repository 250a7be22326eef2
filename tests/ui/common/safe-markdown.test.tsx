import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from '../../../ui/common/safe-markdown';

function renderMarkdown(markdown: string): HTMLElement {
  return render(<SafeMarkdown>{markdown}</SafeMarkdown>).container;
}

describe('SafeMarkdown with hostile answers', () => {
  it.each([
    ['![tracker](https://evil.example/pixel.png?who=me)', 'tracker'],
    ['![](http://evil.example/x.gif)', ''],
    ['![ref][img]\n\n[img]: https://evil.example/ref.png', 'ref'],
    ['![local](/api/user/status)', 'local'],
    ['![data](data:image/png;base64,iVBORw0KGgo=)', 'data'],
  ])('loads no image for %s and shows its alt text', (markdown, alt) => {
    const container = renderMarkdown(markdown);
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/evil\.example|\/api\/user|data:image/);
    if (alt) expect(container).toHaveTextContent(alt);
  });

  it('drops raw HTML images and scripts', () => {
    const container = renderMarkdown('<img src="https://evil.example/a.png" onerror="alert(1)"> <script>alert(1)</script> text');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent('text');
  });

  it('opens web links in a new tab without handing over the opener or the referrer', () => {
    const container = renderMarkdown('[Bar Council](https://www.barcouncilofindia.org/about) and <http://example.in/x>');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.barcouncilofindia.org/about', 'http://example.in/x']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps mailto links, without a new tab', () => {
    const link = renderMarkdown('[write to us](mailto:support@nyayapath.in)').querySelector('a');
    expect(link).toHaveAttribute('href', 'mailto:support@nyayapath.in');
    expect(link).not.toHaveAttribute('target');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](vbscript:msgbox(1))',
    '[click](/dashboard?steal=1)',
    '[click](//evil.example/path)',
    '[click](../admin)',
    '[click](#top)',
    '[click][ref]\n\n[ref]: javascript:alert(1)',
    '[click](file:///etc/passwd)',
  ])('renders %s as plain text, not a link', (markdown) => {
    const container = renderMarkdown(markdown);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('click');
  });
});
