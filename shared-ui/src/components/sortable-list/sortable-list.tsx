// A vertical list reordered by drag (pointer) or keyboard (Space/Enter on the handle, arrow keys, Space/Enter
// to drop, Escape to cancel), announcing each move to screen readers.
import { useRef, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li<{ $dragging: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $dragging }) => ($dragging ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.card};
  z-index: ${({ $dragging }) => ($dragging ? 1 : 'auto')};
`;

const Handle = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  cursor: grab;
  touch-action: none;

  &:hover {
    background-color: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.foreground};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

interface SortableRowProps {
  id: string;
  handleLabel: string;
  children: ReactNode;
}

function SortableRow({ id, handleLabel, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <Row ref={setNodeRef} $dragging={isDragging} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <Handle type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={handleLabel}>
        <GripVertical aria-hidden="true" />
      </Handle>
      <Body>{children}</Body>
    </Row>
  );
}

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** 'step' or 'time block', used in the handle's label and the announcements. */
  noun: string;
  /** The item's name for screen readers. */
  nameOf: (item: T) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  'aria-label': string;
}

export const REORDER_INSTRUCTIONS =
  'To reorder, press Space or Enter on a handle, use the up and down arrow keys to move, press Space or Enter to drop, or Escape to cancel.';

export function SortableList<T extends { id: string }>({
  items,
  noun,
  nameOf,
  onMove,
  renderItem,
  ...rest
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = items.length;
  const indexOf = (id: UniqueIdentifier | undefined) => items.findIndex((item) => item.id === id);
  const name = (id: UniqueIdentifier | undefined) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : '';
  };
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // The first "over" event fires at once over the item itself; announcing it would drown the pick-up.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up ${noun} ${name(active.id)}, position ${indexOf(active.id) + 1} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!moved.current && over?.id === active.id) return undefined;
      moved.current = true;
      return over
        ? `${Noun} ${name(active.id)} moved to position ${indexOf(over.id) + 1} of ${total}.`
        : `${Noun} ${name(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${Noun} ${name(active.id)} dropped at position ${indexOf(over.id) + 1} of ${total}.`
        : `${Noun} ${name(active.id)} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${Noun} ${name(active.id)} stays at position ${indexOf(active.id) + 1} of ${total}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS } }}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <List aria-label={rest['aria-label']}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              handleLabel={`Reorder ${noun} ${index + 1}: ${nameOf(item) || 'untitled'}`}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}
