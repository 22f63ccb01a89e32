import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { reflectionHref, type ReflectionKind } from '@onething/shared-data';
import {
  isFutureReflectionPeriod,
  isReflectionPeriodStart,
  reflectionPeriodLabel,
  reflectionPeriodStart,
  shiftReflectionPeriod,
} from '../domain/reflections';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@onething/shared-ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.p`
  flex: 1 1 12rem;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  /* On a phone the buttons stay beside the date (one row, the date on two lines) rather than a row each, so
     the writing area starts sooner. */
  @media (max-width: 40rem) {
    flex-basis: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CURRENT_TEXT = { daily: 'Today', weekly: 'This week', monthly: 'This month' } as const;
const UNIT = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/** Previous and next period; the future has nothing to reflect on, and nothing before 1970 is kept. */
export function PeriodNav({ kind, periodStart }: { kind: ReflectionKind; periodStart: string }) {
  const previous = shiftReflectionPeriod(kind, periodStart, -1);
  const next = shiftReflectionPeriod(kind, periodStart, 1);
  const current = reflectionPeriodStart(kind);
  return (
    <Nav aria-label="Reflection periods">
      {isReflectionPeriodStart(kind, previous) ? (
        <Button asChild variant="outline" size="sm">
          <Link to={reflectionHref(kind, previous)} aria-label={`Previous ${UNIT[kind]}`}>
            <ChevronLeft aria-hidden /> Previous
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled aria-label={`Previous ${UNIT[kind]}`}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
      )}
      <Label aria-live="polite" data-testid="reflection-period">
        {reflectionPeriodLabel(kind, periodStart)}
      </Label>
      {periodStart !== current ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={reflectionHref(kind)}>{CURRENT_TEXT[kind]}</Link>
        </Button>
      ) : null}
      {isFutureReflectionPeriod(kind, next) ? (
        <Button variant="outline" size="sm" disabled aria-label={`Next ${UNIT[kind]}`}>
          Next <ChevronRight aria-hidden />
        </Button>
      ) : (
        <Button asChild variant="outline" size="sm">
          <Link to={reflectionHref(kind, next)} aria-label={`Next ${UNIT[kind]}`}>
            Next <ChevronRight aria-hidden />
          </Link>
        </Button>
      )}
    </Nav>
  );
}
