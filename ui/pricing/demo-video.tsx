import { Body1, Button, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PlayFilled } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useProductSettings } from '../common/product-settings';

/** The recorded demo, served from the app's own origin (made by scripts/record-demo-video.mjs). */
const DEMO_VIDEO = {
  webm: '/demo/nyayapath-demo.webm',
  mp4: '/demo/nyayapath-demo.mp4',
  poster: '/demo/nyayapath-demo-poster.jpg',
  captions: '/demo/nyayapath-demo.en.vtt',
  /** The recording's own size: the element reserves this aspect ratio, so nothing shifts. */
  width: 720,
  height: 408,
} as const;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorBrandBackground2,
    '& :is(h2, h3, p, ul)': { marginBlock: 0 },
  },
  intro: { display: 'grid', gap: tokens.spacingVerticalXS },
  frame: {
    width: '100%',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  player: { position: 'relative', overflow: 'hidden' },
  poster: {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    boxSizing: 'border-box',
  },
  play: {
    width: '72px',
    height: '72px',
    minWidth: '72px',
    boxShadow: tokens.shadow16,
  },
  playIcon: { fontSize: '32px' },
  iframe: { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 'none' },
  // The width and height attributes give the aspect ratio; CSS only makes it fluid.
  video: { display: 'block', height: 'auto', aspectRatio: `${DEMO_VIDEO.width} / ${DEMO_VIDEO.height}`, objectFit: 'contain' },
});

interface DemoVideoProps {
  /** The title's heading level, to fit the page the demo sits on. */
  readonly headingLevel?: 'h2' | 'h3';
  readonly className?: string;
}

/**
 * The demo, on /payment and on the pricing screen. By default our own recording: a `<video>`
 * with preload none, so the page loads nothing of it but the poster until the student plays it.
 * With VITE_DEMO_VIDEO_URL set, that video site's player behind a click-to-load poster: nothing
 * is requested from the site until the student asks to play it.
 */
export function DemoVideo({ headingLevel = 'h2', className }: DemoVideoProps) {
  const styles = useStyles();
  const titleId = useId();
  const { demoVideoUrl } = useProductSettings();
  const [playing, setPlaying] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  // The play button disappears on click, so keyboard focus moves on to the player.
  useEffect(() => {
    if (playing) iframeRef.current?.focus();
  }, [playing]);

  return (
    <section className={mergeClasses(styles.root, className)} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <Subtitle1 as={headingLevel} id={titleId}>
          See NyayaPath in 90 seconds
        </Subtitle1>
        <Body1 as="p">
          A quick tour from the diagnostic test to your predicted rank and the AI tools you will practise with.
        </Body1>
      </div>
      {demoVideoUrl === null ? (
        <video
          className={mergeClasses(styles.frame, styles.video)}
          controls
          preload="none"
          playsInline
          poster={DEMO_VIDEO.poster}
          width={DEMO_VIDEO.width}
          height={DEMO_VIDEO.height}
          aria-label="NyayaPath demo video"
        >
          {/* WebM (VP9) first: every Chromium plays it, H.264 needs proprietary codecs. */}
          <source src={DEMO_VIDEO.webm} type="video/webm" />
          <source src={DEMO_VIDEO.mp4} type="video/mp4" />
          <track kind="captions" src={DEMO_VIDEO.captions} srcLang="en" label="English" default />
        </video>
      ) : playing ? (
        <div className={mergeClasses(styles.frame, styles.player)}>
          <iframe
            ref={iframeRef}
            className={styles.iframe}
            src={demoVideoUrl}
            title="NyayaPath demo video"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <div className={mergeClasses(styles.frame, styles.poster)}>
          <Button
            className={styles.play}
            shape="circular"
            size="large"
            icon={<PlayFilled className={styles.playIcon} />}
            aria-label="Play the 90-second demo video"
            onClick={() => setPlaying(true)}
          />
          <Caption1>1:30 · plays here, no sign-up needed</Caption1>
        </div>
      )}
    </section>
  );
}
