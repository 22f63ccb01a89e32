import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../storybook/both-themes';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const Example = () => (
  <Tabs defaultValue="month">
    <TabsList aria-label="Calendar view">
      <TabsTrigger value="month">Month</TabsTrigger>
      <TabsTrigger value="week">Week</TabsTrigger>
      <TabsTrigger value="day">Day</TabsTrigger>
    </TabsList>
    <TabsContent value="month">Month view: scheduled steps and completed habits.</TabsContent>
    <TabsContent value="week">Week view.</TabsContent>
    <TabsContent value="day">Day view.</TabsContent>
  </Tabs>
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
