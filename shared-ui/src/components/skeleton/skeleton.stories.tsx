import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const CardSkeleton = () => (
  <Stack style={{ maxWidth: '24rem' }}>
    <Stack $row>
      <Skeleton circle height="2.5rem" />
      <Stack style={{ flex: 1 }} $gap="0.5rem">
        <Skeleton width="60%" />
        <Skeleton width="40%" height="0.75rem" />
      </Stack>
    </Stack>
    <Skeleton height="6rem" />
  </Stack>
);

export const Default: Story = { render: () => <CardSkeleton /> };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <CardSkeleton />
    </BothThemes>
  ),
};
