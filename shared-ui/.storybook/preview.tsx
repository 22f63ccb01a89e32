import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme/theme-provider';
import { Toaster } from '../src/components/toaster/toaster';

type PreviewTheme = 'light' | 'dark';

/** Wraps every story in the app's ThemeProvider (GlobalStyle included) following the toolbar's theme. */
const withTheme: Decorator = (Story, context) => {
  const theme: PreviewTheme = context.globals['theme'] === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider mode={theme}>
      <Story />
      <Toaster />
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
