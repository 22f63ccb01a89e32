// The reorder dialog's list, in a chunk of its own: dnd-kit loads when the dialog first opens, not with /habits.
import type { Habit } from '@onething/shared-data';
import { MutedText } from '@onething/shared-ui';
import { REORDER_INSTRUCTIONS, SortableList } from '@onething/shared-ui/sortable';

export default function ReorderList({
  order,
  onMove,
}: {
  order: readonly Habit[];
  onMove: (from: number, to: number) => void;
}) {
  return (
    <>
      <MutedText>{REORDER_INSTRUCTIONS}</MutedText>
      <SortableList
        aria-label="Habits in your order"
        items={order}
        noun="habit"
        nameOf={(habit) => habit.name}
        onMove={onMove}
        renderItem={(habit) => habit.name}
      />
    </>
  );
}
