import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Tab inside the canvas: the link slides in; Enter moves focus to the main content. */
export const Default: Story = {
  render: () => (
    <>
      <SkipLink />
      <nav style={{ padding: '1rem' }}>
        <a href="#one">Navigation link</a>
      </nav>
      <main id="main-content" tabIndex={-1} style={{ padding: '1rem' }}>
        Main content
      </main>
    </>
  ),
};

export const Focused: Story = {
  render: () => (
    <>
      <SkipLink autoFocus />
      <main id="main-content" tabIndex={-1} style={{ padding: '4rem 1rem' }}>
        Main content
      </main>
    </>
  ),
};
