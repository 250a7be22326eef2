import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductSettings } from '../../../core/shared/product-settings';
import { ProductSettingsProvider } from '../../../ui/common/product-settings';
import { DemoVideo } from '../../../ui/pricing/demo-video';
import { TEST_SETTINGS } from '../render-page';

function renderDemo(settings: ProductSettings = TEST_SETTINGS, signedIn = false) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ProductSettingsProvider settings={settings}>
        <DemoVideo signedIn={signedIn} />
      </ProductSettingsProvider>
    </FluentProvider>,
  );
}

describe('DemoVideo', () => {
  it("tells a visitor no sign-up is needed, and does not say so to a signed-in student", () => {
    const visitor = renderDemo();
    expect(screen.getByText('1:30 · plays here, no sign-up needed')).toBeInTheDocument();
    visitor.unmount();
    renderDemo(TEST_SETTINGS, true);
    expect(screen.getByText('1:30 · plays here')).toBeInTheDocument();
    expect(screen.queryByText(/no sign-up/)).toBeNull();
  });

  it('shows our recording behind a poster and builds the player only when play is clicked', async () => {
    const user = userEvent.setup();
    const { container } = renderDemo();

    // Before play: the first frame and a play button, and no player at all.
    expect(container.querySelector('video')).toBeNull();
    const poster = container.querySelector('img')!;
    expect(poster).toHaveAttribute('src', '/demo/nyayapath-demo-poster.webp');
    expect(poster).toHaveAttribute('alt', '');
    // Explicit size: the box keeps the recording's shape before anything loads.
    expect(poster).toHaveAttribute('width', '720');
    expect(poster).toHaveAttribute('height', '408');

    await user.click(screen.getByRole('button', { name: 'Play the 90-second demo video' }));

    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('poster', '/demo/nyayapath-demo-poster.webp');
    expect(video).toHaveAttribute('width', '720');
    expect(video).toHaveAttribute('height', '408');
    expect([...video.querySelectorAll('source')].map((source) => [source.getAttribute('type'), source.getAttribute('src')])).toEqual([
      ['video/webm', '/demo/nyayapath-demo.webm'],
      ['video/mp4', '/demo/nyayapath-demo.mp4'],
    ]);
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('src', '/demo/nyayapath-demo.en.vtt');
    expect(track).toHaveAttribute('default');
    expect(screen.queryByRole('button', { name: 'Play the 90-second demo video' })).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('uses the configured video site instead, loaded only when the play button is clicked', async () => {
    const user = userEvent.setup();
    const url = 'https://www.youtube-nocookie.com/embed/demo123';
    const { container } = renderDemo({ ...TEST_SETTINGS, demoVideoUrl: url });

    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play the 90-second demo video' }));
    expect(screen.getByTitle('NyayaPath demo video')).toHaveAttribute('src', url);
  });
});
