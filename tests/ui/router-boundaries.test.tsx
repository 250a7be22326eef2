import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, routes } from '../../src/router';
import { ErrorBoundary } from '../../ui/common/error-boundary';
import type * as AppShellModule from '../../ui/shell/app-shell';

const frame = vi.hoisted(() => ({ fails: false }));
vi.mock('../../ui/shell/app-shell', async (original) => {
  const { AppShell } = await original<typeof AppShellModule>();
  return {
    AppShell: () => {
      if (frame.fails) throw new Error('The frame broke');
      return <AppShell />;
    },
  };
});

describe('the router', () => {
  it('wraps every page in its own error boundary, so a failing page keeps the header, footer and navigation', () => {
    const pages = routes[0]?.children ?? [];
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
  });

  it('shows the error page, with what failed and Try again, when the frame itself fails to render', () => {
    frame.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <MemoryRouter initialEntries={['/contact']}>
          <AppRoutes />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
      expect(screen.getByText('This page could not be shown. Check your connection and try again.')).toBeInTheDocument();
      expect(screen.getByText('The frame broke')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    } finally {
      frame.fails = false;
      vi.restoreAllMocks();
    }
  });
});
