import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { localDateKey, longDateLabel, type DateKey } from '@onething/shared-data';
import { calendarTitle, calendarWeekDays, splitBySection, type CalendarItem } from '../domain/calendar';
import { CheckCircle2, Circle } from 'lucide-react';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  MutedText,
  PageGrid,
  StackList,
  VisuallyHidden,
} from '@onething/shared-ui';
import { MISSED_LABEL, isMissed } from '../domain/item-status';
import { itemTime, itemTone, kindLabel, toneStyles, type Tone } from './calendar-item';
import { Grid, Row, WEEKDAY_SHORT, dayCellProps } from './day-grid';
import type { GridPlanning } from '../hooks/grid-planning';
import { TimeGrid } from './time-grid';

const Lists = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StripDay = styled.div<{ $today: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space[1.5]} 0;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  }
  &:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: -2px;
  }
  & > .number {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ $today, theme }) => ($today ? theme.fontWeights.bold : theme.fontWeights.medium)};
    color: inherit;
    text-decoration: ${({ $today }) => ($today ? 'underline' : 'none')};
  }
`;

const Entry = styled(Link)<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  ${({ $tone, theme }) => toneStyles($tone, theme)}
  &:hover .title {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
  & > svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 2px;
  }
  & .title {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  & .meta {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

function ItemList({ items, empty, now }: { items: CalendarItem[]; empty: string; now: Date }) {
  if (items.length === 0) return <MutedText>{empty}</MutedText>;
  return (
    <StackList>
      {items.map((item) => {
        const time = itemTime(item);
        const done = item.section === 'scheduled' && item.done;
        const missed = isMissed(item, now);
        return (
          <li key={item.key}>
            <Entry
              to={item.href}
              $tone={itemTone(item, missed)}
              data-kind={item.kind}
              data-missed={missed || undefined}
            >
              {item.done ? <CheckCircle2 aria-hidden="true" /> : <Circle aria-hidden="true" />}
              <span>
                <span className="title">{item.title}</span>
                <span className="meta">
                  {kindLabel(item)}
                  {time ? ` · ${time}` : ''}
                  {done ? ' · Done' : ''}
                  {missed ? ` · ${MISSED_LABEL}` : ''}
                </span>
              </span>
            </Entry>
          </li>
        );
      })}
    </StackList>
  );
}

export function DayView({
  date,
  todayKey,
  itemsByDay,
  now,
  onOpenDay,
  planning,
}: {
  date: DateKey;
  todayKey: DateKey;
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  onOpenDay: (day: DateKey) => void;
  planning?: GridPlanning;
}) {
  const week = calendarWeekDays(date);
  const { scheduled, completed } = splitBySection(itemsByDay.get(date) ?? []);
  return (
    <PageGrid $dense data-view="day">
      <div>
        <Grid role="grid" aria-label={`Week of ${calendarTitle('week', date)}`} style={{ marginBottom: '0.75rem' }}>
          <Row role="row">
            {week.map((day, index) => {
              const key = localDateKey(day);
              const isToday = key === todayKey;
              return (
                <StripDay
                  key={key}
                  {...dayCellProps(key, key === date, isToday)}
                  $today={isToday}
                  onClick={() => onOpenDay(key)}
                >
                  <span aria-hidden="true">{WEEKDAY_SHORT[index]}</span>
                  <span className="number" aria-hidden="true">
                    {day.getDate()}
                  </span>
                  <VisuallyHidden>
                    {longDateLabel(day)}
                    {isToday ? ', today' : ''}
                  </VisuallyHidden>
                </StripDay>
              );
            })}
          </Row>
        </Grid>
        <TimeGrid
          days={[date]}
          itemsByDay={itemsByDay}
          now={now}
          label={`Schedule, ${calendarTitle('day', date)}`}
          {...(planning ? { planning } : {})}
        />
      </div>
      <Lists>
        <Card>
          <CardHeader>
            <CardTitle>Scheduled Items</CardTitle>
          </CardHeader>
          <CardContent>
            <ItemList items={scheduled} empty="Nothing scheduled for this day." now={now} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Completed Items</CardTitle>
          </CardHeader>
          <CardContent>
            <ItemList items={completed} empty="Nothing completed on this day." now={now} />
          </CardContent>
        </Card>
      </Lists>
    </PageGrid>
  );
}
