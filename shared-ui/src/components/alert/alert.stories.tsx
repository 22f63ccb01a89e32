import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, Info } from 'lucide-react';
import { BothThemes, Stack } from '../../storybook/both-themes';
import { Alert, AlertDescription, AlertTitle } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples = (
  <Stack style={{ maxWidth: '36rem' }}>
    <Alert icon={<Info aria-hidden="true" />}>
      <AlertTitle>Session data is old</AlertTitle>
      <AlertDescription>
        Your session data is over 24 hours old and may be outdated. Please clear it and start a fresh session.
      </AlertDescription>
    </Alert>
    <Alert variant="destructive" icon={<AlertTriangle aria-hidden="true" />}>
      <AlertTitle>Sign-in failed</AlertTitle>
      <AlertDescription>Invalid login credentials</AlertDescription>
    </Alert>
    <Alert variant="destructive">
      <AlertDescription>Without an icon.</AlertDescription>
    </Alert>
  </Stack>
);

export const Variants: Story = { render: () => examples };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => <BothThemes>{examples}</BothThemes>,
};
