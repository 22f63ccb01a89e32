import { CalendarClock } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import styled from 'styled-components';
import { moveToTodayLabel } from '../domain/step-days';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Shown while open steps were left on past days: brings them to today in one action (with Undo). */
export function MoveToTodayButton({ count, moving, onMove }: { count: number; moving: boolean; onMove: () => void }) {
  return (
    <Bar>
      <span>{count === 1 ? 'A step was left on a past day.' : `${count} steps were left on past days.`}</span>
      <Button variant="outline" size="sm" loading={moving} onClick={onMove}>
        <CalendarClock aria-hidden="true" />
        {moveToTodayLabel(count)}
      </Button>
    </Bar>
  );
}
