// One item on the hour grid: a link sized by its duration and placed in its column of side-by-side items;
// a time block can also be dragged, resized by its lower edge and moved by keys (the handlers come from the
// grid's pointer and key hooks).
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import { VisuallyHidden } from '@onething/shared-ui';
import type { CalendarItem, PlacedItem } from '../domain/calendar';
import { itemBox } from '../domain/placement';
import { MISSED_LABEL } from '../domain/item-status';
import { itemDetailsText, itemTime, itemTone, toneStyles, type Tone } from './calendar-item';

/** Below this the grid reads as two lines of a 30-minute item: title and time. */
const COMPACT_BELOW_MINUTES = 45;

const Block = styled(Link)<{ $tone: Tone }>`
  position: absolute;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  text-decoration: none;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.card};
  -webkit-touch-callout: none;
  ${({ $tone, theme }) => toneStyles($tone, theme)}
  &:hover {
    text-decoration: underline;
    z-index: 2;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    z-index: 3;
  }
  &[data-dragging='true'] {
    z-index: 4;
    box-shadow: ${({ theme }) => theme.shadows.md};
    cursor: grabbing;
  }
  & .title {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  & .title > svg {
    display: inline-block;
    width: 0.7rem;
    height: 0.7rem;
    margin-right: 2px;
    vertical-align: -1px;
  }
  /* Under the title: 'Missed' first, then the time, which goes on the next line when it does not fit beside
     'Missed' (shown when the item is tall enough, never as '9…'), and is cut with an ellipsis when alone on a
     line too narrow for it. */
  & .time {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[1]};
  }
  & .clock {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  & .status {
    flex: none;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[data-done='true'] .title {
    text-decoration: line-through;
  }
  /* Short items: one line, one line high. The title takes it first; 'Missed' and the time follow when there
     is room, else they wrap onto a second line that the line's height hides, never half shown. */
  &[data-compact='true'] {
    padding-top: 1px;
    padding-bottom: 0;
  }
  &[data-compact='true'] > .line {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[1]};
    height: 1.25em;
    overflow: hidden;
  }
  &[data-compact='true'] .title {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-compact='true'] .time {
    display: contents;
  }
  &[data-compact='true'] .clock {
    flex: none;
  }
`;

/* The bottom edge of a time block: drag it to change when the block ends. */
const ResizeHandle = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 6px;
  cursor: ns-resize;
  touch-action: none;
`;

/** What a block the user can move listens to. */
export type GridBlockHandlers = {
  onPointerDown: (event: PointerEvent<HTMLAnchorElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => void;
  onBlur: (event: FocusEvent<HTMLAnchorElement>) => void;
  onContextMenu: (event: MouseEvent) => void;
};

export function GridBlock({
  placed: { item, start, end, column, columns: across },
  missed,
  dragging,
  onClick,
  movable,
  hintId,
}: {
  placed: PlacedItem<CalendarItem>;
  /** A time block whose time has passed without its step being done. */
  missed: boolean;
  /** Drawn over the others while it is being moved. */
  dragging: boolean;
  onClick: (event: MouseEvent) => void;
  /** The handlers of a time block the user can move and resize; none for the other items. */
  movable?: GridBlockHandlers | undefined;
  /** The element that tells how to move it by keys. */
  hintId?: string | undefined;
}) {
  const time = itemTime(item);
  const box = itemBox(start, item.end ?? end);
  const compact = (item.end ?? end) - start < COMPACT_BELOW_MINUTES;
  return (
    <Block
      to={item.href}
      draggable={false}
      onClick={onClick}
      $tone={itemTone(item, missed)}
      data-done={item.section === 'scheduled' && item.done}
      data-missed={missed || undefined}
      data-kind={item.kind}
      data-column={column}
      data-columns={across}
      data-compact={compact}
      data-block-id={item.blockId}
      data-dragging={dragging}
      aria-describedby={movable ? hintId : undefined}
      title={`${item.title}${time ? ` (${time})` : ''}`}
      {...movable}
      style={{
        top: `${box.top}px`,
        height: `${box.height}px`,
        left: `calc(${(column / across) * 100}% + 2px)`,
        width: `calc(${100 / across}% - 4px)`,
      }}
    >
      <span className="line">
        <strong className="title">
          {item.done ? <CheckCircle2 aria-hidden="true" /> : null}
          {item.title}
        </strong>
        {time ? (
          <span className="time">
            {missed ? (
              <span className="status" aria-hidden="true">
                {MISSED_LABEL}
              </span>
            ) : null}
            <span className="clock" aria-hidden="true">
              {time}
            </span>
          </span>
        ) : null}
      </span>
      <VisuallyHidden>{itemDetailsText(item, missed)}</VisuallyHidden>
      {movable ? <ResizeHandle data-resize="" aria-hidden="true" /> : null}
    </Block>
  );
}
