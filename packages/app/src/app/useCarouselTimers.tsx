import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { carouselsActions } from '../features/carousels/carouselsSlice';
import { HERO_INTERVAL_MS, PARTNERS_INTERVAL_MS, RATINGS_INTERVAL_MS } from '../features/carousels/carouselRules';
import { useAppDispatch } from './hooks';

// The one place where the carousels' timers run (spec public §4, §9: hero 5 s, partners 4 s, ratings 4 s). The
// reducers stay pure; tests and stories freeze the timers with <CarouselTimersProvider paused>.

const TimersPaused = createContext(false);

export function CarouselTimersProvider({ paused, children }: { paused: boolean; children: ReactNode }) {
  return <TimersPaused.Provider value={paused}>{children}</TimersPaused.Provider>;
}

export type CarouselName = 'hero' | 'partners' | 'ratings';

const ticks = {
  hero: { action: carouselsActions.heroTick, every: HERO_INTERVAL_MS },
  partners: { action: carouselsActions.partnersTick, every: PARTNERS_INTERVAL_MS },
  ratings: { action: carouselsActions.ratingsTick, every: RATINGS_INTERVAL_MS },
} as const;

/**
 * Runs the ticks of the named carousels while the calling page is mounted, and reports the viewport width
 * (partners visible, ratings per view) now and on every resize.
 */
export function useCarouselTimers(...carousels: CarouselName[]): void {
  const dispatch = useAppDispatch();
  const paused = useContext(TimersPaused);
  const key = carousels.join(',');

  useEffect(() => {
    const report = () => dispatch(carouselsActions.viewportResized(window.innerWidth));
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [dispatch]);

  useEffect(() => {
    if (paused) return undefined;
    const timers = key
      .split(',')
      .filter((name): name is CarouselName => name in ticks)
      .map((name) => window.setInterval(() => dispatch(ticks[name].action()), ticks[name].every));
    return () => timers.forEach((timer) => window.clearInterval(timer));
  }, [dispatch, paused, key]);
}
