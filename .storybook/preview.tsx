import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../packages/ui/src/provider/UiProvider';
import { themeNames } from '../packages/ui/src/provider/UiProvider';
import type { ThemeName } from '../packages/ui/src/provider/UiProvider';
import type { UiLocale } from '../packages/ui/src/i18n/messages';
import '../packages/ui/src/fonts';
import './preview.css';

/**
 * Intl + theme + link provider in one: UiProvider gives react-intl messages for the `locale` global,
 * the theme class for the `theme` global and the default plain-<a> link component.
 *
 * FROZEN MOTION (the rule every kit component follows, for stable screenshots):
 * - CSS animations and transitions only inside `@media (prefers-reduced-motion: no-preference)`;
 * - JS motion and timers that move content (chart animation, carousel autoplay, slide transitions) are off when
 *   `isMotionReduced(element)` (packages/ui/src/styles/motion.ts) is true: prefers-reduced-motion, or an ancestor
 *   with data-motion="off";
 * - the story root below carries data-motion="off" unless the Motion toolbar says "on", and the test browser
 *   emulates prefers-reduced-motion: reduce (packages/ui/vitest.config.ts); preview.css zeroes any leftover CSS motion;
 * - timers that end a state (Alert auto-dismiss) keep running: a story shows the end state in its play function.
 */
const withUi: Decorator = (Story, context) => {
  const locale = (context.globals['locale'] ?? 'fr') as UiLocale;
  const theme = (context.globals['theme'] ?? 'chamber') as ThemeName;
  const motion = context.globals['motion'] === 'on' ? 'on' : 'off';
  return (
    <UiProvider locale={locale} theme={theme}>
      <div data-motion={motion} data-testid="story-root" style={{ padding: '1rem' }}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  globalTypes: {
    locale: {
      description: 'Language of the texts and formats',
      toolbar: {
        title: 'Langue',
        icon: 'globe',
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Brand theme of the chamber',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    motion: {
      description: 'Animations (off keeps screenshots stable)',
      toolbar: {
        title: 'Motion',
        icon: 'play',
        items: [
          { value: 'off', title: 'Motion off' },
          { value: 'on', title: 'Motion on' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'fr',
    theme: 'chamber',
    motion: 'off',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Accessibility violations fail the story test. A command-line run (the addon's standalone mode) asks axe for the
    // violations in full and the rest in brief: every rule still runs on every node, but a passing or inapplicable rule
    // no longer lists (and sends to the reporter) each node it checked. The Storybook panel keeps the full results.
    a11y: { test: 'error', ...(import.meta.env['VITEST_STORYBOOK'] === 'false' ? { options: { resultTypes: ['violations'] } } : {}) },
  },
};

export default preview;
