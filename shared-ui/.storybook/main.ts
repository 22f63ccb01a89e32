import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  // styled-components 6 needs no Babel plugin; the React plugin only provides the JSX transform and fast refresh.
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, { plugins: [react()] }),
};

export default config;
