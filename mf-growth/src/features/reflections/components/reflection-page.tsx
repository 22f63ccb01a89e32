import { useCallback } from 'react';
import styled from 'styled-components';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFLECTION_PERIOD_PARAM,
  reflectionHref,
  reflectionKeys,
  reflectionQueries,
  useAuth,
  type Reflection,
  type ReflectionKind,
} from '@onething/shared-data';
import {
  isFutureReflectionPeriod,
  isReflectionPeriodStart,
  reflectionPeriodStart,
  reflectionStreak,
} from '../domain/reflections';
import { BookOpen, Flame } from 'lucide-react';
import { Alert, AlertDescription, Badge, Button, Column, PageHeader, Skeleton, useIsMobile } from '@onething/shared-ui';
import { reflectionPageQueries } from '../api/reflection-queries';
import { REFLECTION_TITLES } from '../domain/reflection-titles';
import { FactsCard } from './facts-card';
import { PastEntries } from './past-entries';
import { PeriodNav } from './period-nav';
import { ReflectionForm } from './reflection-form';

const KIND_LINKS = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' } as const;
const DESCRIPTIONS = {
  daily: 'Look back on today: the numbers come from your data, the words from you.',
  weekly: 'Look back on the week, from Sunday to Saturday.',
  monthly: 'Look back on the month.',
} as const;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    align-items: start;
  }
`;

const Side = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const KindNav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StreakText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    width: 1.25rem;
    height: 1.25rem;
    color: ${({ theme }) => theme.colors.streakOrangeText};
  }
`;

function usePeriod(kind: ReflectionKind): string {
  const [params] = useSearchParams();
  const asked = params.get(REFLECTION_PERIOD_PARAM);
  // An unknown, misaligned, future or out-of-range (before 1970) period opens the current one.
  if (asked && isReflectionPeriodStart(kind, asked) && !isFutureReflectionPeriod(kind, asked)) return asked;
  return reflectionPeriodStart(kind);
}

export function ReflectionPage({ kind }: { kind: ReflectionKind }) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const periodStart = usePeriod(kind);
  const queryClient = useQueryClient();

  const entry = useQuery({ ...reflectionQueries.entry(userId, kind, periodStart), enabled: userId !== '' });
  const facts = useQuery({ ...reflectionPageQueries.facts(userId, kind, periodStart), enabled: userId !== '' });
  const days = useQuery({ ...reflectionPageQueries.days(userId), enabled: userId !== '' });
  const list = useQuery({ ...reflectionQueries.byUser(userId, kind), enabled: userId !== '' });
  const streak = reflectionStreak(days.data ?? []);
  // On a phone the writing comes first and the period's facts follow it.
  const phone = useIsMobile();

  const onSaved = useCallback(
    (row: Reflection | null) => {
      queryClient.setQueryData(reflectionQueries.entry(userId, kind, periodStart).queryKey, row);
      void queryClient.invalidateQueries({ queryKey: reflectionKeys.byUser(userId, kind) });
      void queryClient.invalidateQueries({ queryKey: reflectionKeys.days(userId) });
    },
    [kind, periodStart, queryClient, userId],
  );

  const factsCard = <FactsCard facts={facts.data} loading={facts.isPending} error={facts.error} />;

  return (
    <>
      <PageHeader title={REFLECTION_TITLES[kind]} description={DESCRIPTIONS[kind]} icon={<BookOpen aria-hidden />} />
      <Layout>
        <Column>
          <KindNav aria-label="Reflection kinds">
            <ul>
              {(Object.keys(KIND_LINKS) as ReflectionKind[]).map((k) => (
                <li key={k}>
                  <Button asChild size="sm" variant={k === kind ? 'default' : 'outline'}>
                    <Link to={reflectionHref(k)} aria-current={k === kind ? 'page' : undefined}>
                      {KIND_LINKS[k]}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </KindNav>
          <PeriodNav kind={kind} periodStart={periodStart} />
          {phone ? null : factsCard}
          {entry.isError ? (
            <Alert variant="destructive">
              <AlertDescription>
                {entry.error.message}{' '}
                <Button variant="link" size="sm" onClick={() => void entry.refetch()}>
                  Try Again
                </Button>
              </AlertDescription>
            </Alert>
          ) : entry.data === undefined ? (
            <Skeleton height="28rem" />
          ) : (
            <ReflectionForm
              key={`${kind}:${periodStart}`}
              userId={userId}
              kind={kind}
              periodStart={periodStart}
              entry={entry.data}
              onSaved={onSaved}
            />
          )}
          {phone ? factsCard : null}
        </Column>
        <Side aria-label="Streak and past reflections">
          <StreakText data-testid="reflection-streak">
            <Flame aria-hidden />
            <span>
              {streak} {streak === 1 ? 'day' : 'days'} in a row with a daily reflection
            </span>
            {streak >= 7 ? <Badge variant="secondary">On fire</Badge> : null}
          </StreakText>
          <PastEntries kind={kind} entries={list.data} currentPeriod={periodStart} />
        </Side>
      </Layout>
    </>
  );
}
