import styled from 'styled-components';
import { formatShortDay } from '../../domain/history-format';
import type { TrendWeek } from '../../domain/habit-history';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[1]} 0;
    text-align: left;
    font-variant-numeric: tabular-nums;
  }

  thead th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  tbody th {
    width: 4.5rem;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.mutedForeground};
    white-space: nowrap;
  }

  td:last-child {
    width: 5.5rem;
    text-align: right;
    white-space: nowrap;
  }
`;

const Track = styled.div`
  height: 0.5rem;
  margin-right: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.full};
  background-color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background-color: ${({ theme }) => theme.colors.success};
`;

/** The last 12 weeks as a table: each row a week, its bar and "done of scheduled (percent)". */
export function WeeklyTrend({ weeks }: { weeks: TrendWeek[] }) {
  return (
    <Table aria-labelledby="history-trend-title">
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">
            <span aria-hidden="true">Trend</span>
          </th>
          <th scope="col">Done</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.start} data-testid="trend-week" data-week={week.start}>
            <th scope="row">{formatShortDay(week.start)}</th>
            <td aria-hidden="true">
              <Track>
                <Fill style={{ width: `${week.percent ?? 0}%` }} />
              </Track>
            </td>
            <td>{week.scheduled === 0 ? 'Not scheduled' : `${week.done}/${week.scheduled} (${week.percent ?? 0}%)`}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
