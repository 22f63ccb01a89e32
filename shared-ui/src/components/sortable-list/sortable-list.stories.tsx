import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BothThemes } from '../../storybook/both-themes';
import { SortableList } from './sortable-list';

type Item = { id: string; name: string };

function Reorderable() {
  const [items, setItems] = useState<Item[]>([
    { id: 'a', name: 'Read 10 pages' },
    { id: 'b', name: 'Stretch' },
    { id: 'c', name: 'Journal' },
  ]);
  const move = (from: number, to: number) =>
    setItems((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  return (
    <SortableList
      aria-label="Habits"
      items={items}
      noun="habit"
      nameOf={(item) => item.name}
      onMove={move}
      renderItem={(item) => item.name}
    />
  );
}

const meta = {
  title: 'Components/SortableList',
  component: Reorderable,
} satisfies Meta<typeof Reorderable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drag a handle, or focus it and press Space, the arrow keys, then Space again. */
export const Default: Story = {};

export const Themes: Story = { render: () => <BothThemes>{<Reorderable />}</BothThemes> };
