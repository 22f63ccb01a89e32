import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriorityBadge } from './priority-badge';

const meta: Meta<typeof PriorityBadge> = { title: 'Components/PriorityBadge', component: PriorityBadge };
export default meta;

export const Levels: StoryObj<typeof PriorityBadge> = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <PriorityBadge priority="Low" />
      <PriorityBadge priority="Medium" />
      <PriorityBadge priority="High" />
      <PriorityBadge priority="Critical" />
    </div>
  ),
};
