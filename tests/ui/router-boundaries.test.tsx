import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createRouter } from '../../src/router';
import { ErrorBoundary } from '../../ui/common/error-boundary';

describe('the router', () => {
  it('wraps every page in its own error boundary, so a failing page keeps the header, footer and navigation', () => {
    const router = createRouter();
    try {
      const pages = router.routes[0]?.children ?? [];
      expect(pages.length).toBeGreaterThan(10);
      const keys = new Set<string>();
      for (const page of pages) {
        const element = page.element as ReactElement<{ what: string }>;
        expect(isValidElement(element) && element.type).toBe(ErrorBoundary);
        expect(element.props.what).toBe('This page');
        // A key per page, so leaving a failed page for another one starts that one afresh.
        expect(element.key).toBeTruthy();
        keys.add(element.key!);
      }
      expect(keys.size).toBe(pages.length);
    } finally {
      router.dispose();
    }
  });
});
