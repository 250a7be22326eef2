import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../ui/common/preloadable-lazy';

const Page = () => <h1>Get in Touch</h1>;

const rendered = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>waiting</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('suspends like React.lazy when rendered before its chunk has loaded', () => {
    const LazyPage = preloadableLazy(() => Promise.resolve({ default: Page }));
    expect(rendered(LazyPage)).toContain('waiting');
  });

  it('renders at once, in the first render, once preloaded, and loads the chunk only once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = preloadableLazy(load);
    await LazyPage.preload();
    await LazyPage.preload();
    expect(rendered(LazyPage)).toContain('Get in Touch');
    expect(rendered(LazyPage)).not.toContain('waiting');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
