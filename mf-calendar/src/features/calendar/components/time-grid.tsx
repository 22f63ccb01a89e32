// The week's and the day's hour grid: the whole day in a scroll box, each day a column on the hours with its
// items side by side where they overlap, the line at the current time, and planning in it by pointer and by
// keys (hooks/use-grid-pointer.ts, hooks/use-grid-keys.ts).
import { useId, useRef, useState, type ReactNode } from 'react';
import { localDateKey, longDateLabel, parseLocalDate, type DateKey } from '@onething/shared-data';
import { VisuallyHidden } from '@onething/shared-ui';
import { layoutDay, nowLineMinutes, withBlockTimes, type BlockTime, type CalendarItem } from '../domain/calendar';
import { clockLabel, gridItems } from '../domain/grid-items';
import { isMissed } from '../domain/item-status';
import { SNAP_MINUTES, clickedRange, gridColumns, itemBox, minutesToPx } from '../domain/placement';
import type { BlockPreview, GridPlanning } from '../hooks/grid-planning';
import { useGridKeys } from '../hooks/use-grid-keys';
import { useGridPointer } from '../hooks/use-grid-pointer';
import { useGridScroll } from '../hooks/use-grid-scroll';
import { GridBlock } from './grid-block';
import { Body, Canvas, Column, Ghost, Gutter, HourLabel, NowLine, Scroller, Slot, StickyHead } from './time-grid-parts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const hourLabel = (hour: number) =>
  hour === 0 ? '12 AM' : hour < 12 ? `${hour} AM` : hour === 12 ? '12 PM' : `${hour - 12} PM`;

const boxStyle = ({ top, height }: { top: number; height: number }) => ({ top: `${top}px`, height: `${height}px` });

export function TimeGrid({
  days,
  itemsByDay,
  now,
  label,
  focusedDay,
  header,
  planning,
}: {
  days: DateKey[];
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  label: string;
  /** The day to bring into view when the grid is wider than its box. */
  focusedDay?: DateKey;
  /** The days' header row, laid out on the grid's columns (`template`), kept in view while the hours scroll. */
  header?: (template: string) => ReactNode;
  planning?: GridPlanning;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const blockHintId = useId();
  const slotHintId = useId();
  const todayKey = localDateKey(now);
  const nowMinutes = nowLineMinutes(now);
  const severalDays = days.length > 1;

  const [preview, setPreview] = useState<BlockPreview | null>(null);
  const [selection, setSelection] = useState<BlockTime | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Each day is as wide as its busiest moment needs (from where the blocks are, not where one is being dragged).
  const lanes = days.map((day) =>
    Math.max(1, ...layoutDay(gridItems(itemsByDay.get(day) ?? [])).map((p) => p.columns)),
  );
  const columns = gridColumns(lanes);
  const shown = preview ? withBlockTimes(itemsByDay, new Map([[preview.blockId, preview.time]])) : itemsByDay;

  const starts = days.flatMap((day) => gridItems(itemsByDay.get(day) ?? []).map((item) => item.start as number));
  const { markScrolled } = useGridScroll({
    scroller,
    days,
    showsToday: days.includes(todayKey),
    nowMinutes,
    firstStart: starts.length > 0 ? Math.min(...starts) : null,
    focusedDay,
  });
  const keys = useGridKeys({
    planning,
    days,
    todayKey,
    nowMinutes,
    focusedDay,
    scroller,
    setPreview,
    setAnnouncement,
  });
  const pointer = useGridPointer({ planning, scroller, setPreview, setSelection });
  const { slot } = keys;

  const ghost = selection ?? planning?.draft ?? null;

  return (
    <Scroller
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      onPointerDown={markScrolled}
      onPointerMove={planning ? pointer.onPointerMove : undefined}
      onPointerUp={planning ? pointer.onPointerUp : undefined}
      onPointerCancel={planning ? pointer.cancelGesture : undefined}
      onWheel={markScrolled}
      onKeyDown={markScrolled}
    >
      <Canvas style={{ width: columns.minWidth }}>
        {header ? <StickyHead>{header(columns.template)}</StickyHead> : null}
        <Body style={{ gridTemplateColumns: columns.template }} data-planning={planning ? 'true' : undefined}>
          <Gutter aria-hidden="true" data-gutter="">
            {HOURS.slice(1).map((hour) => (
              <HourLabel key={hour} $hour={hour}>
                {hourLabel(hour)}
              </HourLabel>
            ))}
          </Gutter>
          {days.map((day) => (
            <Column
              key={day}
              $today={day === todayKey}
              data-day={day}
              data-planning={planning ? 'true' : undefined}
              onPointerDown={pointer.onColumnPointerDown(day)}
            >
              {/* First in the column, so Tab reaches it before the day's blocks. */}
              {planning && slot.date === day ? (
                <Slot
                  ref={keys.slotElement}
                  type="button"
                  data-testid="new-block-slot"
                  aria-label={`New step at ${clockLabel(slot.minute)}, ${longDateLabel(parseLocalDate(day))}`}
                  aria-describedby={slotHintId}
                  style={boxStyle(itemBox(slot.minute, slot.minute + SNAP_MINUTES * 2))}
                  onKeyDown={keys.onSlotKeyDown}
                  onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
                  onClick={() => planning.onCreate({ date: day, ...clickedRange(slot.minute) })}
                >
                  New step at {clockLabel(slot.minute)}
                </Slot>
              ) : null}
              {layoutDay(gridItems(shown.get(day) ?? [])).map((placed) => {
                const { item } = placed;
                const movable = planning !== undefined && item.blockId !== undefined;
                return (
                  <GridBlock
                    key={item.key}
                    placed={placed}
                    missed={isMissed(item, now)}
                    dragging={preview?.blockId !== undefined && preview.blockId === item.blockId}
                    onClick={pointer.onBlockClick}
                    hintId={blockHintId}
                    movable={
                      movable
                        ? {
                            onPointerDown: pointer.onBlockPointerDown(item),
                            onKeyDown: keys.onBlockKeyDown(item),
                            onBlur: keys.onBlockBlur,
                            onContextMenu: pointer.onBlockContextMenu,
                          }
                        : undefined
                    }
                  />
                );
              })}
              {ghost && ghost.date === day ? (
                <Ghost
                  aria-hidden="true"
                  data-testid="new-block-ghost"
                  style={boxStyle(itemBox(ghost.start, ghost.end))}
                >
                  New step · {clockLabel(ghost.start)} - {clockLabel(ghost.end)}
                </Ghost>
              ) : null}
              {day === todayKey ? (
                <NowLine data-testid="now-line" style={{ top: `${minutesToPx(nowMinutes)}px` }} />
              ) : null}
            </Column>
          ))}
        </Body>
      </Canvas>
      {planning ? (
        <>
          <VisuallyHidden id={blockHintId}>
            {severalDays
              ? 'Arrow keys move it by 15 minutes or a day, Shift with Up or Down changes its end, Escape puts it back.'
              : 'Arrow keys move it by 15 minutes, Shift with Up or Down changes its end, Escape puts it back.'}
          </VisuallyHidden>
          <VisuallyHidden id={slotHintId}>
            {severalDays
              ? 'Arrow keys pick the time and the day, Enter plans a step there.'
              : 'Arrow keys pick the time, Enter plans a step there.'}
          </VisuallyHidden>
        </>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Scroller>
  );
}
