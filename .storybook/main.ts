import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { flagImagesDir, flagImagesPath } from '@annuaire/ui/flag-images';

/** One Storybook for the whole repo: the kit's components, docs and screens, and the app's stories. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx', '../packages/app/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // the images CountryFlag shows, where the app's build writes them
  staticDirs: [{ from: flagImagesDir, to: flagImagesPath }],
  // ENVIRONMENT.md: with telemetry on, every start waits ~8 s on the closed network.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // ENVIRONMENT.md: a cold run fails when Vite re-optimises one of these mid-run.
      optimizeDeps: {
        include: [
          'react',
          'react-dom/client',
          // the mails' stories render their HTML as the service does
          'react-dom/server',
          'react/jsx-dev-runtime',
          'react/jsx-runtime',
          'react-intl',
          '@vanilla-extract/css',
          'class-variance-authority',
          'clsx',
          'lucide-react',
          '@radix-ui/react-checkbox',
          '@radix-ui/react-dialog',
          '@radix-ui/react-dropdown-menu',
          '@radix-ui/react-popover',
          // Chart's on-demand chunk: pre-bundled too, or the first chart story triggers a re-optimisation.
          'echarts/core',
          'echarts/charts',
          'echarts/components',
          'echarts/renderers',
          // The map's on-demand chunk (MemberMapCanvas): the same.
          'leaflet',
          'leaflet.markercluster',
          'react-leaflet',
        ],
      },
    });
  },
};

export default config;
