import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Avatar } from './avatar';

// A tiny inline SVG so the story works offline.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#818cf8"/><circle cx="32" cy="26" r="12" fill="#eef2ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#eef2ff"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Alex Morgan', size: 'md' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LetterFallback: Story = {};
export const WithImage: Story = { args: { src: photo } };
export const NoName: Story = { args: { name: null } };

const all = (
  <Stack $row>
    <Avatar name="Alex" size="sm" />
    <Avatar name="bea" />
    <Avatar size="lg" />
    <Avatar name="Photo" src={photo} size="lg" />
  </Stack>
);

export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{all}</BothThemes>,
};
