import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { CarouselPlayToggle } from '../../../components/Carousel';
import { IconButton } from '../../../components/IconButton';
import { Skeleton } from '../../../components/Skeleton';
import { breakpoints } from '../../../theme/contract.css';
import type { Id } from '../types';
import * as styles from './HeroSlideshow.css';

/** Where the banner's phone image replaces its web image: under the kit's tablet width (640 px, spec public §4). */
const PHONE_MEDIA = `(max-width: ${breakpoints.tablet - 1}px)`;

export const builtInSlideNumbers = [1, 2, 3, 4] as const;
export type BuiltInSlideNumber = (typeof builtInSlideNumbers)[number];

/** A slide of the home hero: an ad (headline and subtitle split at the dash by the container) or a built-in slide. */
export interface HeroSlide {
  id: Id;
  headline?: string;
  subtitle?: string;
  description?: string;
  /** The banner's web image. */
  imageUrl?: string;
  /** The banner's image for phones (spec public §3: an ad has a web and a mobile image), shown under 640 px. */
  mobileImageUrl?: string;
  /** What 'Voir plus' opens; no button without one. */
  link?: string;
  /** One of the four built-in slides: its texts come from the catalogue in the current language. */
  builtIn?: BuiltInSlideNumber;
}

type SlideText = 'headline' | 'subtitle' | 'description';

/** The catalogue's texts of each built-in slide. */
const builtInSlideMessages: Record<BuiltInSlideNumber, Record<SlideText, string>> = {
  1: { headline: 'public.hero.default1.headline', subtitle: 'public.hero.default1.subtitle', description: 'public.hero.default1.description' },
  2: { headline: 'public.hero.default2.headline', subtitle: 'public.hero.default2.subtitle', description: 'public.hero.default2.description' },
  3: { headline: 'public.hero.default3.headline', subtitle: 'public.hero.default3.subtitle', description: 'public.hero.default3.description' },
  4: { headline: 'public.hero.default4.headline', subtitle: 'public.hero.default4.subtitle', description: 'public.hero.default4.description' },
};

/** Spec public §2.3 / §9: when there are no ads, four built-in default slides exist in French and English. */
export const heroDefaultSlides: readonly HeroSlide[] = builtInSlideNumbers.map((n) => ({ id: `default-${n}`, builtIn: n, link: '#annuaires' }));

export interface HeroSlideshowProps {
  slides: readonly HeroSlide[];
  /** The shown slide; the app's carousel state owns it (and the 5 s autoplay). */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSeeMore?: (slide: HeroSlide) => void;
  /** Ads still loading: a placeholder instead of a slide. */
  loading?: boolean;
  /**
   * Heading level of the headline: 2 under the page's own h1 (the home page's never changes, whereas the headline
   * changes with every slide); 1 for a page where the hero is all there is.
   */
  headingLevel?: 1 | 2;
  /**
   * The slides advance by themselves (the app's 5 s timer): with `onPlayingChange`, a pause / play button shows
   * (WCAG 2.2.2).
   */
  playing?: boolean;
  onPlayingChange?: (playing: boolean) => void;
}

/** The home hero: one slide at a time with previous / next, a counter 'n / total' and 'Voir plus' (spec public §2.3). */
export function HeroSlideshow({
  slides,
  index,
  onPrevious,
  onNext,
  onSeeMore,
  loading = false,
  headingLevel = 2,
  playing = false,
  onPlayingChange,
}: HeroSlideshowProps) {
  const intl = useIntl();
  const total = slides.length;
  const current = total > 0 ? slides[((index % total) + total) % total] : undefined;
  // The image that failed (another slide's image is tried as usual).
  const [brokenImage, setBrokenImage] = useState<string | undefined>(undefined);
  const Heading = `h${headingLevel}` as const;
  const label = intl.formatMessage({ id: 'public.hero.label' });

  if (loading || current === undefined) {
    return (
      <section aria-label={label} aria-busy="true" className={styles.hero}>
        <div className={styles.content}>
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton width="80%" height="3rem" />
          <Skeleton lines={2} />
        </div>
      </section>
    );
  }

  const text = (field: SlideText) =>
    current.builtIn !== undefined ? intl.formatMessage({ id: builtInSlideMessages[current.builtIn][field] }) : current[field];
  const headline = text('headline');
  const subtitle = text('subtitle');
  const description = text('description');
  const position = ((index % total) + total) % total;
  // the web image, or the phone image alone when the banner has only that one
  const image = current.imageUrl ?? current.mobileImageUrl;

  return (
    <section aria-label={label} aria-roledescription={intl.formatMessage({ id: 'public.hero.roleDescription' })} className={styles.hero}>
      {image && brokenImage !== image ? (
        <>
          <picture>
            {current.mobileImageUrl && current.mobileImageUrl !== image ? <source media={PHONE_MEDIA} srcSet={current.mobileImageUrl} /> : null}
            <img className={styles.image} src={image} alt="" fetchPriority="high" onError={() => setBrokenImage(image)} />
          </picture>
          <span className={styles.scrim} aria-hidden="true" />
        </>
      ) : null}
      <div
        className={styles.content}
        role="group"
        aria-roledescription={intl.formatMessage({ id: 'public.hero.slideRoleDescription' })}
        aria-label={intl.formatMessage({ id: 'public.hero.counter' }, { current: position + 1, total })}
      >
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {headline ? <Heading className={styles.headline}>{headline}</Heading> : null}
        {description ? <p className={styles.description}>{description}</p> : null}
        <div className={styles.controls}>
          {current.link && onSeeMore ? (
            <Button variant="secondary" size="lg" className={styles.seeMore} onClick={() => onSeeMore(current)}>
              {intl.formatMessage({ id: 'public.hero.seeMore' })}
            </Button>
          ) : null}
          {total > 1 ? (
            // previous, counter, next and pause stay together when the row wraps on a phone
            <div className={styles.slideNav}>
              <IconButton
                className={styles.navButton}
                variant="secondary"
                round
                label={intl.formatMessage({ id: 'public.hero.previous' })}
                icon={<ChevronLeft size={20} />}
                onClick={onPrevious}
              />
              <span className={styles.counter} aria-hidden="true">
                {intl.formatMessage({ id: 'public.hero.counter' }, { current: position + 1, total })}
              </span>
              <IconButton
                className={styles.navButton}
                variant="secondary"
                round
                label={intl.formatMessage({ id: 'public.hero.next' })}
                icon={<ChevronRight size={20} />}
                onClick={onNext}
              />
              {onPlayingChange ? <CarouselPlayToggle className={styles.navButton} playing={playing} onPlayingChange={onPlayingChange} /> : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
