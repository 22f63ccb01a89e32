import { Fragment } from 'react';
import styled from 'styled-components';
import type { Habit } from '@onething/shared-data';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);

    dd + dt {
      margin-top: ${({ theme }) => theme.space[1.5]};
    }

    dt + dd {
      margin-top: -${({ theme }) => theme.space[1]};
    }
  }
`;

const FIELDS = [
  ['identity', 'Identity'],
  ['habit_stack', 'Habit stack'],
  ['environment', 'Environment'],
  ['two_minute_version', 'Two-minute version'],
  ['reward', 'Reward'],
  ['implementation_intention', 'If-then plan'],
] as const satisfies readonly (readonly [keyof Habit, string])[];

/** The fields the card's details disclosure can hold. */
export const DETAIL_FIELDS = FIELDS.map(([field]) => field);

/** The four-laws fields the habit has (blank ones are left out). */
export function HabitDetails({ habit }: { habit: Habit }) {
  const present = FIELDS.filter(([field]) => (habit[field] ?? '').trim() !== '');
  if (present.length === 0) return null;
  return (
    <List>
      {present.map(([field, label]) => (
        <Fragment key={field}>
          <dt>{label}</dt>
          <dd>{habit[field]}</dd>
        </Fragment>
      ))}
    </List>
  );
}
