import { useRef, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../IconButton';
import { cx } from '../../styles/cx';
import { CarouselPlayToggle } from './CarouselPlayToggle';
import * as styles from './Carousel.css';

/** How far a finger must travel sideways for a swipe to move the carousel (px). */
const SWIPE_MIN_PX = 40;

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
  /**
   * The carousel moves by itself (the app's timer): with `onPlayingChange`, a pause / play button shows (WCAG 2.2.2),
   * and screen readers are told of a slide change only while it is paused.
   */
  playing?: boolean;
  onPlayingChange?: (playing: boolean) => void;
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
  playing,
  onPlayingChange,
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

  // A swipe on a touch screen (or with a pen) shows the previous or next slide; the mouse keeps its clicks and its
  // text selection. The viewport lets the browser scroll the page vertically only (touch-action), so a sideways
  // gesture reaches it.
  const swipe = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const startSwipe = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    swipe.current = canMove && event.pointerType !== 'mouse' ? { pointer: event.pointerId, x: event.clientX, y: event.clientY } : null;
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (start === null || start.pointer !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
    const target = dx < 0 ? next : previous;
    swiped.current = true;
    if (target !== undefined) onIndexChange(target);
  };
  // The tap that ends a swipe is not a click on the slide under the finger (a partner's link).
  const swallowSwipeClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <section aria-roledescription={intl.formatMessage({ id: 'ui.carousel.roleDescription' })} aria-label={label} className={cx(styles.root, className)}>
      <div
        className={styles.viewport}
        onPointerDown={startSwipe}
        onPointerUp={endSwipe}
        onPointerCancel={() => (swipe.current = null)}
        onClickCapture={swallowSwipeClick}
      >
        <div
          className={styles.track}
          aria-live={onPlayingChange && playing ? 'off' : 'polite'}
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
      {(showControls && canMove) || showCounter || (onPlayingChange && canMove) ? (
        <div className={styles.controls}>
          {onPlayingChange && canMove ? <CarouselPlayToggle playing={playing ?? false} onPlayingChange={onPlayingChange} /> : null}
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
