/**
 * The kit's motion rule, for JavaScript motion (chart animation, carousel autoplay, timers that move content):
 * motion is off when the user prefers reduced motion, or inside an element with data-motion="off" (what Storybook's
 * Motion toolbar and the screenshot runs set). CSS motion follows the same rule with
 * `@media (prefers-reduced-motion: no-preference)` (see .storybook/preview.css).
 */
export function isMotionReduced(element?: Element | null): boolean {
  const reduced = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced || Boolean(element?.closest('[data-motion="off"]'));
}
