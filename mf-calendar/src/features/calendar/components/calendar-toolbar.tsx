import styled from 'styled-components';
import { CALENDAR_VIEWS, type CalendarView } from '../domain/calendar';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@onething/shared-ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-width: 0;
`;

const Segmented = styled.div`
  display: inline-flex;
  padding: 2px;
  gap: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
`;

const VIEW_LABELS: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };
const STEP_LABELS: Record<CalendarView, [string, string]> = {
  month: ['Previous month', 'Next month'],
  week: ['Previous week', 'Next week'],
  day: ['Previous day', 'Next day'],
};

export function CalendarToolbar({
  view,
  title,
  onToday,
  onStep,
  onView,
  onExport,
  exporting,
}: {
  view: CalendarView;
  title: string;
  onToday: () => void;
  onStep: (direction: -1 | 1) => void;
  onView: (view: CalendarView) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const [previous, next] = STEP_LABELS[view];
  return (
    <Bar>
      <Group>
        <Button variant="outline" size="sm" onClick={onToday} aria-keyshortcuts="T">
          Today
        </Button>
        <Button variant="ghost" size="icon" onClick={() => onStep(-1)} aria-label={previous} title={previous}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => onStep(1)} aria-label={next} title={next}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <Title aria-live="polite">{title}</Title>
      </Group>
      <Group>
        <Segmented role="group" aria-label="View">
          {CALENDAR_VIEWS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === view ? 'default' : 'ghost'}
              aria-pressed={option === view}
              aria-keyshortcuts={option[0]?.toUpperCase()}
              onClick={() => onView(option)}
            >
              {VIEW_LABELS[option]}
            </Button>
          ))}
        </Segmented>
        <Button variant="outline" size="sm" onClick={onExport} disabled={exporting}>
          <CalendarDays aria-hidden="true" />
          Export .ics
        </Button>
      </Group>
    </Bar>
  );
}
