import { Body1, Button, Caption1, Subtitle1, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { CheckmarkCircleFilled, PlayFilled, VideoClipRegular } from '@fluentui/react-icons';
import { useEffect, useId, useRef, useState } from 'react';
import { useProductSettings } from '../common/product-settings';

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
  soon: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  soonIcon: { fontSize: '32px' },
  bullets: {
    ...typographyStyles.body1,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    padding: 0,
  },
  bullet: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  bulletIcon: { flexShrink: 0, fontSize: tokens.fontSizeBase400, marginTop: tokens.spacingVerticalXXS },
});

/** What the 90-second demo walks through, for the poster when no video is configured. */
const DEMO_SHOWS = [
  'The 13-question diagnostic test',
  'Your predicted rank and target law university',
  'The Question Maker building topic-wise practice',
  'The AI Doubt Solver answering a photographed question',
] as const;

interface DemoVideoProps {
  /** The title's heading level, to fit the page the demo sits on. */
  readonly headingLevel?: 'h2' | 'h3';
  readonly className?: string;
}

/**
 * The 90-second demo behind a click-to-load poster: nothing is requested from the video site
 * until the student asks to play it. Without a configured video, the poster says what the demo shows.
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
        <div className={styles.soon}>
          <VideoClipRegular className={styles.soonIcon} aria-hidden />
          <Body1 as="p">
            Our demo video is coming soon. It will show you:
          </Body1>
          <ul className={styles.bullets}>
            {DEMO_SHOWS.map((item) => (
              <li key={item} className={styles.bullet}>
                <CheckmarkCircleFilled className={styles.bulletIcon} aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
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
