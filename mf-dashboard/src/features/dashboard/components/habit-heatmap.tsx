import styled, { css } from 'styled-components';
import { heatmapDayLabel, type HabitHeatmap, type HeatmapLevel } from '../domain/dashboard-charts';
import { CalendarDays } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, SectionTitle } from '@onething/shared-ui';
import { ScreenReaderTable } from './screen-reader-table';

const WEEKDAY_INITIALS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Share of the primary colour per level (level 0 is the muted surface). */
const LEVEL_MIX = ['0%', '30%', '55%', '78%', '100%'] as const;

const Grid = styled.div`
  display: grid;
  grid-template-columns: auto repeat(12, minmax(0, 1.5rem));
  grid-template-rows: repeat(7, auto);
  grid-auto-flow: column;
  gap: 3px;
  justify-content: start;
`;

const DayInitial = styled.span`
  font-size: 0.625rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.mutedForeground};
  padding-right: ${({ theme }) => theme.space[1]};
  align-self: center;
`;

const levelFill = (level: HeatmapLevel) => css`
  background-color: ${({ theme }) =>
    level === 0
      ? theme.colors.muted
      : `color-mix(in srgb, ${theme.colors.primary} ${LEVEL_MIX[level]}, ${theme.colors.card})`};
`;

const Cell = styled.span<{ $level: HeatmapLevel; $future: boolean; $today: boolean }>`
  aspect-ratio: 1;
  width: 100%;
  border-radius: 3px;
  ${({ $level }) => levelFill($level)}
  ${({ $future }) => $future && 'opacity: 0.35;'}
  ${({ $today, theme }) => $today && `outline: 2px solid ${theme.colors.foreground}; outline-offset: -1px;`}
`;

const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: 3px;
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};

  & > span:first-child {
    margin-right: ${({ theme }) => theme.space[1]};
  }

  & > span:last-child {
    margin-left: ${({ theme }) => theme.space[1]};
  }
`;

const Swatch = styled.span<{ $level: HeatmapLevel }>`
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 2px;
  ${({ $level }) => levelFill($level)}
`;

/**
 * Habit completions per day for the last 12 weeks (a column per week, Sunday on top). The coloured grid is
 * for the eye; screen readers get the same numbers as a table.
 */
export function HabitHeatmapCard({ heatmap, todayKey }: { heatmap: HabitHeatmap; todayKey: string }) {
  return (
    <Card as="section" aria-labelledby="heatmap-title" data-testid="habit-heatmap">
      <CardHeader>
        <SectionTitle $iconSize="lg" id="heatmap-title">
          <CalendarDays aria-hidden="true" />
          Habit History
        </SectionTitle>
        <CardDescription>
          {heatmap.total} {heatmap.total === 1 ? 'completion' : 'completions'} in the last 12 weeks
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden="true">
          <Grid>
            {WEEKDAY_INITIALS.map((initial, index) => (
              <DayInitial key={WEEKDAY_NAMES[index]}>{index % 2 === 1 ? initial : ''}</DayInitial>
            ))}
            {heatmap.weeks.flat().map((day) => (
              <Cell
                key={day.key}
                data-date={day.key}
                data-level={day.level}
                title={day.future ? undefined : heatmapDayLabel(day)}
                $level={day.level}
                $future={day.future}
                $today={day.key === todayKey}
              />
            ))}
          </Grid>
          <Legend>
            <span>Less</span>
            {([0, 1, 2, 3, 4] as const).map((level) => (
              <Swatch key={level} $level={level} />
            ))}
            <span>More</span>
          </Legend>
        </div>
        <ScreenReaderTable>
          <caption>Habits completed per day, last 12 weeks</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {WEEKDAY_NAMES.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {heatmap.weeks.map((week) => (
              <tr key={week[0]!.key}>
                <th scope="row">{week[0]!.date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}</th>
                {week.map((day) => (
                  <td key={day.key}>
                    {day.future ? '' : day.scheduled > 0 ? `${day.count} of ${day.scheduled}` : String(day.count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </ScreenReaderTable>
      </CardContent>
    </Card>
  );
}
