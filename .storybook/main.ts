import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No telemetry, no update checks: Storybook builds with no network here and in CI.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no compiler API for react-docgen-typescript; stories document props by hand.
  typescript: { reactDocgen: false },
  viteFinal(config) {
    // jotai marks its React files 'use client' for server-component bundlers; meaningless in a browser build.
    const onwarn: NonNullable<NonNullable<typeof config.build>['rolldownOptions']>['onwarn'] = (
      warning,
      next,
    ) => {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') next(warning);
    };
    config.build = { ...config.build, rolldownOptions: { ...config.build?.rolldownOptions, onwarn } };
    return config;
  },
};

export default config;
