import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../IconButton';
import { cx } from '../../styles/cx';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** The slides, in order (a partners carousel passes its track with the clones). */
  slides: readonly ReactNode[];
  /** Index of the first visible slide. The app owns it (and any autoplay timer: the carousel holds none). */
  index: number;
  onIndexChange: (index: number) => void;
  /** Slides shown side by side (ratings: 3 / 2 / 1 by width; partners: 3 or 2). */
  itemsPerView?: number;
  /** Slide animation in ms (spec public §9: 500 ms for ratings). */
  duration?: number;
  /** false moves without animation: the partners carousel's jump back to index 1 (spec public §4). */
  transition?: boolean;
  /** Name of the carousel region. */
  label: string;
  /** Previous at the start goes to the end and next at the end to the start. */
  loop?: boolean;
  showControls?: boolean;
  showDots?: boolean;
  /** The counter 'n / total'. */
  showCounter?: boolean;
  /** Dots for a track with clones: how many (the real item count) and which is active (index modulo count). */
  dotCount?: number;
  activeDot?: number;
  /** What a dot does; by default it shows that slide. */
  onDotSelect?: (dot: number) => void;
  className?: string;
}

/**
 * A controlled slide carousel: the track moves by CSS transform over `duration` ms, previous/next buttons,
 * dots and a counter. No timer inside: autoplay is the app's (so stories and tests can freeze it).
 */
export function Carousel({
  slides,
  index,
  onIndexChange,
  itemsPerView = 1,
  duration = 500,
  transition = true,
  label,
  loop = true,
  showControls = true,
  showDots = true,
  showCounter = false,
  dotCount,
  activeDot,
  onDotSelect,
  className,
}: CarouselProps) {
  const intl = useIntl();
  const perView = Math.max(1, Math.floor(itemsPerView));
  const total = slides.length;
  const maxIndex = Math.max(0, total - perView);
  const current = Math.min(Math.max(0, index), maxIndex);
  const dots = dotCount ?? maxIndex + 1;
  const active = activeDot ?? current;

  const previous = current > 0 ? current - 1 : loop ? maxIndex : undefined;
  const next = current < maxIndex ? current + 1 : loop ? 0 : undefined;
  const canMove = total > perView;

  return (
    <section aria-roledescription={intl.formatMessage({ id: 'ui.carousel.roleDescription' })} aria-label={label} className={cx(styles.root, className)}>
      <div className={styles.viewport}>
        <div
          className={styles.track}
          data-transition={transition}
          style={{
            transform: `translateX(-${(current * 100) / perView}%)`,
            transitionDuration: transition ? `${duration}ms` : '0ms',
          }}
        >
          {slides.map((slide, position) => {
            const visible = position >= current && position < current + perView;
            return (
              <div
                // Slides have no identity of their own here (a track may repeat the same partner): position is the key.
                key={position}
                role="group"
                aria-roledescription={intl.formatMessage({ id: 'ui.carousel.slideRoleDescription' })}
                aria-label={intl.formatMessage({ id: 'ui.carousel.counter' }, { current: position + 1, total })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                className={styles.slide}
                style={{ flex: `0 0 ${100 / perView}%` }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {(showControls && canMove) || showCounter ? (
        <div className={styles.controls}>
          {showControls && canMove ? (
            <IconButton
              label={intl.formatMessage({ id: 'ui.carousel.previous' })}
              icon={<ChevronLeft size={20} />}
              variant="secondary"
              round
              disabled={previous === undefined}
              onClick={() => previous !== undefined && onIndexChange(previous)}
            />
          ) : null}
          {showCounter ? <span className={styles.counter}>{intl.formatMessage({ id: 'ui.carousel.counter' }, { current: current + 1, total })}</span> : null}
          {showControls && canMove ? (
            <IconButton
              label={intl.formatMessage({ id: 'ui.carousel.next' })}
              icon={<ChevronRight size={20} />}
              variant="secondary"
              round
              disabled={next === undefined}
              onClick={() => next !== undefined && onIndexChange(next)}
            />
          ) : null}
        </div>
      ) : null}
      {showDots && dots > 1 ? (
        <ul className={styles.dots} aria-label={intl.formatMessage({ id: 'ui.carousel.dots' })}>
          {Array.from({ length: dots }, (_, dot) => (
            <li key={dot}>
              <button
                type="button"
                className={styles.dot}
                aria-label={intl.formatMessage({ id: 'ui.carousel.goTo' }, { n: dot + 1 })}
                aria-current={dot === active ? 'true' : undefined}
                onClick={() => (onDotSelect ? onDotSelect(dot) : onIndexChange(dot))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
