import type { Meta, StoryObj } from '@storybook/react-vite';
import { Target } from 'lucide-react';
import { BothThemes } from '../../storybook/both-themes';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { Progress } from '../progress/progress';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const Example = () => (
  <Card style={{ maxWidth: '26rem' }}>
    <CardHeader>
      <CardTitle style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <Target size={18} aria-hidden="true" />
        Your ONE Thing
      </CardTitle>
      <CardDescription>Finish the first draft of the book</CardDescription>
    </CardHeader>
    <CardContent>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: '0.5rem', fontSize: '0.875rem' }}>
        <span>Progress</span>
        <span>60%</span>
      </div>
      <Progress value={60} label="Goal progress" />
    </CardContent>
    <CardFooter>
      <Badge variant="warning">High</Badge>
      <Button size="sm" style={{ marginLeft: 'auto' }}>
        Start deep work
      </Button>
    </CardFooter>
  </Card>
);

export const Default: Story = { render: () => <Example /> };
export const BothThemesSideBySide: Story = {
  name: 'Both themes',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <BothThemes>
      <Example />
    </BothThemes>
  ),
};
