import { useIntl } from 'react-intl';
import { Carousel } from '../../../components/Carousel';
import { Logo } from '../../../components/Logo';
import { Skeleton } from '../../../components/Skeleton';
import type { Id } from '../types';
import * as styles from './PartnersCarousel.css';

export interface Partner {
  id: Id;
  name: string;
  /** Logo URL; a placeholder shows when it is missing or broken (spec public §8). */
  logoUrl?: string;
  /** The partner's site, opened in a new tab. */
  link?: string;
}

export interface PartnersCarouselProps {
  /**
   * The track as the app's partners rule builds it (spec public §4): fewer than 3 partners repeated to 3, otherwise
   * two clones at each end. Empty while the partners load: skeletons show.
   */
  track: readonly Partner[];
  /** First visible position in the track (start index 2 when there are clones). */
  index: number;
  /** false for the jump back to index 1 without a transition. */
  animate: boolean;
  /** Partners side by side: 3, or 2 under 640 px. */
  visible: number;
  /** Number of real partners: one dot each. */
  partnerCount: number;
  /**
   * The active dot; by default the first visible partner's position in the list, modulo the partner count (spec
   * public §4), the clones at the start of the track not counted.
   */
  activeDot?: number;
  onDotSelect?: (dot: number) => void;
  /** A swipe asks for the next or the previous position in the track. */
  onIndexChange?: (index: number) => void;
  /** The slide's transition ended: the app may then jump back without transition. */
  onTransitionEnd?: () => void;
  /** The carousel advances by itself: with `onPlayingChange`, a pause / play button shows (WCAG 2.2.2). */
  playing?: boolean;
  onPlayingChange?: (playing: boolean) => void;
}

/** The clones at each end of a track of `partnerCount` partners (two once there are enough to scroll). */
function clonesAtEachEnd(trackLength: number, partnerCount: number): number {
  return partnerCount > 0 && trackLength > partnerCount + 1 ? (trackLength - partnerCount) / 2 : 0;
}

/** Partner logos sliding 3 (or 2) at a time, with dots; skeletons while the list is empty (spec public §2.3). */
export function PartnersCarousel({
  track,
  index,
  animate,
  visible,
  partnerCount,
  activeDot,
  onDotSelect,
  onIndexChange,
  onTransitionEnd,
  playing,
  onPlayingChange,
}: PartnersCarouselProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'public.partners.title' });
  const count = Math.max(1, partnerCount);
  const first = index - clonesAtEachEnd(track.length, partnerCount);

  return (
    <section aria-labelledby="partners-title" aria-busy={track.length === 0 || undefined} className={styles.section}>
      <h2 id="partners-title" className={styles.title}>
        {title}
      </h2>
      {track.length === 0 ? (
        <div className={styles.skeletons}>
          {Array.from({ length: 3 }, (_, position) => (
            <div key={position} className={styles.skeleton}>
              <Skeleton shape="rect" width="6rem" height="6rem" />
              <Skeleton width="60%" />
            </div>
          ))}
        </div>
      ) : (
        // transitionend bubbles up from the carousel's track.
        <div onTransitionEnd={(event) => (event.propertyName === 'transform' ? onTransitionEnd?.() : undefined)}>
          <Carousel
            label={intl.formatMessage({ id: 'public.partners.logos' })}
            slides={track.map((partner) => (
              <PartnerLogo key={partner.id} partner={partner} />
            ))}
            index={index}
            onIndexChange={(next) => onIndexChange?.(next)}
            itemsPerView={visible}
            transition={animate}
            duration={500}
            showControls={false}
            // the track's clones stand for the wrap-around: the app brings the index back after the transition
            loop={false}
            dotCount={partnerCount}
            activeDot={activeDot ?? ((first % count) + count) % count}
            onDotSelect={onDotSelect}
            playing={playing}
            onPlayingChange={onPlayingChange}
          />
        </div>
      )}
    </section>
  );
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const intl = useIntl();
  const content = (
    <>
      <Logo name={partner.name} src={partner.logoUrl} size="xl" />
      <span className={styles.partnerName}>{partner.name}</span>
    </>
  );
  if (!partner.link) return <div className={styles.partner}>{content}</div>;
  return (
    <a
      className={styles.partner}
      href={partner.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage({ id: 'public.partners.visit' }, { name: partner.name })}
    >
      {content}
    </a>
  );
}
