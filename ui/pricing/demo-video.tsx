import { Body1, Button, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PlayFilled } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useProductSettings } from '../common/product-settings';

/** The recorded demo, served from the app's own origin (made by scripts/record-demo-video.mjs). */
const DEMO_VIDEO = {
  webm: '/demo/nyayapath-demo.webm',
  mp4: '/demo/nyayapath-demo.mp4',
  poster: '/demo/nyayapath-demo-poster.webp',
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
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  // Our recording's own shape, before and after play, so nothing shifts when it starts.
  recording: { aspectRatio: `${DEMO_VIDEO.width} / ${DEMO_VIDEO.height}` },
  poster: {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    boxSizing: 'border-box',
  },
  posterImage: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  play: {
    position: 'relative',
    width: '72px',
    height: '72px',
    minWidth: '72px',
    boxShadow: tokens.shadow16,
  },
  playIcon: { fontSize: '32px' },
  // Over the recording's first frame the note needs a backdrop of its own to stay readable.
  note: {
    position: 'relative',
    paddingBlock: tokens.spacingVerticalXXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  player: { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 'none', display: 'block' },
});

/** The player replaces the play button, so keyboard focus moves on to it. */
function focusOnMount(player: HTMLElement | null) {
  player?.focus();
}

interface DemoVideoProps {
  /** The title's heading level, to fit the page the demo sits on. */
  readonly headingLevel?: 'h2' | 'h3';
  readonly className?: string;
  /** Shown to a signed-in student (the pricing screen): no 'no sign-up needed' for someone signed up. */
  readonly signedIn?: boolean;
}

/**
 * The demo, on /payment and on the pricing screen, behind a poster with a play button, so the
 * page builds no player (a browser's media controls cost a phone as much as the rest of the page)
 * and requests nothing of the video until the student asks for it. By default our own
 * recording, played with the browser's controls and English captions; with VITE_DEMO_VIDEO_URL
 * set, that video site's player.
 */
export function DemoVideo({ headingLevel = 'h2', className, signedIn = false }: DemoVideoProps) {
  const styles = useStyles();
  const titleId = useId();
  const { demoVideoUrl } = useProductSettings();
  const [playing, setPlaying] = useState(false);
  const ownRecording = demoVideoUrl === null;
  const frameClass = mergeClasses(styles.frame, ownRecording && styles.recording);

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
      {!playing ? (
        <div className={mergeClasses(frameClass, styles.poster)}>
          {ownRecording && (
            <img
              className={styles.posterImage}
              src={DEMO_VIDEO.poster}
              alt=""
              width={DEMO_VIDEO.width}
              height={DEMO_VIDEO.height}
              decoding="async"
            />
          )}
          <Button
            className={styles.play}
            shape="circular"
            size="large"
            icon={<PlayFilled className={styles.playIcon} />}
            aria-label="Play the 90-second demo video"
            onClick={() => setPlaying(true)}
          />
          <Caption1 className={mergeClasses(ownRecording && styles.note)}>{signedIn ? '1:30 · plays here' : '1:30 · plays here, no sign-up needed'}</Caption1>
        </div>
      ) : ownRecording ? (
        <div className={frameClass}>
          <video
            ref={focusOnMount}
            className={styles.player}
            controls
            autoPlay
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
        </div>
      ) : (
        <div className={frameClass}>
          <iframe
            ref={focusOnMount}
            className={styles.player}
            src={demoVideoUrl}
            title="NyayaPath demo video"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </section>
  );
}
