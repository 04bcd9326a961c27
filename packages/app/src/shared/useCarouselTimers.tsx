import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch } from '../app/hooks';
import { carouselsActions } from '../state/carousels/carouselsSlice';

// The one place where the carousels' timers run (spec public §4, §9: hero 5 s, partners 4 s, ratings 4 s). The
// reducers stay pure; tests and stories freeze the timers with <CarouselTimersProvider paused>. Each carousel's
// container runs its own timer and reads its own state, so a tick re-renders that carousel only.

const TimersPaused = createContext(false);

export function CarouselTimersProvider({ paused, children }: { paused: boolean; children: ReactNode }) {
  return <TimersPaused.Provider value={paused}>{children}</TimersPaused.Provider>;
}

/** Calls `tick` every `every` ms while the caller is mounted, `active` and the timers are not paused. */
export function useCarouselTick(every: number, tick: () => void, active = true): void {
  const paused = useContext(TimersPaused);
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (paused || !active) return undefined;
    const timer = window.setInterval(() => latest.current(), every);
    return () => window.clearInterval(timer);
  }, [paused, active, every]);
}

/** Reports the viewport width (partners visible, ratings per view) now and on every resize. */
export function useViewportReport(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const report = () => dispatch(carouselsActions.viewportResized(window.innerWidth));
    report();
    window.addEventListener('resize', report);
    return () => window.removeEventListener('resize', report);
  }, [dispatch]);
}
