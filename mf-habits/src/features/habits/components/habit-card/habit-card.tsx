import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  habitTimeRange,
  isCompletedOn,
  isScheduledOn,
  isSkippedOn,
  localDateKey,
  normalizeScheduledDays,
  parseLocalDate,
  pausedUntil,
  shortDateLabel,
  type Habit,
  type HabitCompletion,
  type HabitRestDays,
} from '@onething/shared-data';
import {
  Archive,
  CalendarDays,
  ChevronDown,
  Clock,
  Pause,
  Pencil,
  Play,
  SkipForward,
  Trash2,
  Undo2,
} from 'lucide-react';
import { Badge, Button, Card, VisuallyHidden } from '@onething/shared-ui';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { HabitFormDialog } from '../habit-form/habit-form-dialog';
import { CompletionToggle } from './completion-toggle';
import { DETAIL_FIELDS, HabitDetails } from './habit-details';
import { HabitWeekRow } from './habit-week-row';
import { habitWeekDays } from '../../domain/habit-week-days';
import { HabitWeeklyProgress } from './habit-weekly-progress';
import { StreakBadge } from './streak-badge';
import { habitHistoryPath } from '../../domain/habit-history';
import { weeklyCount } from '../../domain/weekly-progress';
import { restDaysThisWeek } from '../../domain/rest-days';
import { PauseDialog } from '../rest-days/pause-dialog';
import { SkipDialog } from '../rest-days/skip-dialog';

/** Skip a day, pause for a while, resume: the habits page's rest-day actions. */
export type RestActions = {
  skip: (habit: Habit, date: string, skipped: boolean, reason?: string) => void;
  pause: (habit: Habit, firstDay: string, lastDay: string) => void;
  resume: (habit: Habit) => void;
  archive: (habit: Habit) => void;
};

const Root = styled(Card).attrs({ as: 'article' })`
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  min-width: 0;
  height: 100%;

  @media (max-width: 30rem) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Heading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  /* Two lines at most; the history page's heading shows the whole name. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const SubLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Scheduled = styled.span<{ $today: boolean }>`
  color: ${({ theme, $today }) => ($today ? theme.colors.successText : theme.colors.mutedForeground)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

/** Under the week: the rest-day actions, so the card's head keeps its height and the name its width. */
const RestRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  svg {
    width: 0.875rem;
    height: 0.875rem;
  }
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

const DetailsToggle = styled(Button)`
  align-self: flex-start;
  margin-left: -${({ theme }) => theme.space[2]};

  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const DetailsPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  &[hidden] {
    display: none;
  }
`;

// Pushed to the bottom so the week rows line up across a row of cards of equal height.
const WeekBlock = styled.div`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface HabitCardProps {
  habit: Habit;
  /** This habit's completions this week. */
  completions: readonly HabitCompletion[];
  /** Its current streak, as the database counts it. */
  streak: number;
  /** All habits, for the edit form's time suggestion. */
  allHabits: readonly Habit[];
  now: Date;
  onToggle: (habit: Habit, date: string) => void;
  onDelete: (habit: Habit) => void;
  rest?: HabitRestDays;
  restActions?: RestActions;
}

export function HabitCard({
  habit,
  completions,
  streak,
  allHabits,
  now,
  onToggle,
  onDelete,
  rest,
  restActions,
}: HabitCardProps) {
  const todayKey = localDateKey(now);
  const scheduledToday = isScheduledOn(habit, now);
  const doneToday = isCompletedOn(completions, todayKey);
  const count = weeklyCount(completions, now);
  const pausedTill = pausedUntil(rest, habit.id, todayKey);
  const skippedToday = isSkippedOn(rest, habit.id, todayKey);
  // Rest days of this week do not count against the weekly target.
  const target = Math.max(habit.target_per_week - restDaysThisWeek(habit, rest, now), count);
  const restState = { todayKey, scheduledToday, doneToday, skippedToday, pausedTill };
  const days = habitWeekDays(habit, completions, now);
  const dayNames = normalizeScheduledDays(habit.scheduled_days);
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const hasDetails =
    Boolean(habit.description?.trim()) || DETAIL_FIELDS.some((field) => (habit[field] ?? '').trim() !== '');

  return (
    <Root aria-labelledby={`habit-${habit.id}-name`} data-testid="habit-card">
      <Top>
        <CompletionToggle
          habitName={habit.name}
          completed={doneToday}
          scheduledToday={scheduledToday}
          onToggle={() => onToggle(habit, todayKey)}
        />
        <Heading>
          <Name id={`habit-${habit.id}-name`} title={habit.name}>
            <Link to={habitHistoryPath(habit.id)}>{habit.name}</Link>
          </Name>
          <SubLine>
            <Badge variant="outline">{habit.category}</Badge>
            <Scheduled $today={scheduledToday && pausedTill === null && !skippedToday}>
              {pausedTill !== null
                ? `Paused until ${shortDateLabel(parseLocalDate(pausedTill))}`
                : skippedToday
                  ? 'Skipped today'
                  : scheduledToday
                    ? 'Scheduled for today'
                    : 'Not scheduled today'}
            </Scheduled>
          </SubLine>
        </Heading>
        <Actions>
          <HabitFormDialog
            mode="edit"
            habit={habit}
            existingHabits={allHabits}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Edit ${habit.name}`}>
                <Pencil aria-hidden="true" />
              </Button>
            }
          />
          <ConfirmDialog
            title="Delete habit?"
            description={`"${habit.name}" and its completion history will be deleted. This action cannot be undone.`}
            confirmLabel="Delete"
            destructive
            onConfirm={() => onDelete(habit)}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete ${habit.name}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </Actions>
      </Top>

      <Meta>
        <StreakBadge streak={streak} />
        <MetaItem>
          <Clock aria-hidden="true" />
          {habitTimeRange(habit)}
        </MetaItem>
        {habit.target_per_week < 7 ? (
          <MetaItem>
            <CalendarDays aria-hidden="true" />
            <span aria-hidden="true">{dayNames.map((day) => day.slice(0, 3)).join(', ')}</span>
            <VisuallyHidden>{`Scheduled on ${dayNames.join(', ')}`}</VisuallyHidden>
          </MetaItem>
        ) : null}
      </Meta>

      {hasDetails ? (
        <>
          <DetailsToggle
            variant="ghost"
            size="sm"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((open) => !open)}
          >
            <ChevronDown aria-hidden="true" />
            {showDetails ? 'Hide details' : 'Show details'}
            <VisuallyHidden>{` for ${habit.name}`}</VisuallyHidden>
          </DetailsToggle>
          {/* Kept in the document while closed so find-in-page still reaches the plan. */}
          <DetailsPanel id={detailsId} hidden={!showDetails}>
            {habit.description?.trim() ? <Description>{habit.description}</Description> : null}
            <HabitDetails habit={habit} />
          </DetailsPanel>
        </>
      ) : null}

      <WeekBlock>
        <HabitWeekRow habitName={habit.name} days={days} onToggleDay={(day) => onToggle(habit, day.key)} />
        <HabitWeeklyProgress habitName={habit.name} count={count} target={target} />
      </WeekBlock>
      {restActions ? (
        <RestRow>
          <RestActionButtons habit={habit} actions={restActions} state={restState} />
        </RestRow>
      ) : null}
    </Root>
  );
}

type RestState = {
  todayKey: string;
  scheduledToday: boolean;
  doneToday: boolean;
  skippedToday: boolean;
  pausedTill: string | null;
};

/** Skip today (or undo it), pause (or resume) and archive: icon buttons beside edit and delete. */
function RestActionButtons({ habit, actions, state }: { habit: Habit; actions: RestActions; state: RestState }) {
  // The visible word, then the habit's name for screen readers: "Pause Read".
  const textButton = (text: string, hidden: string, icon: ReactNode, onClick?: () => void) => (
    <Button variant="outline" size="sm" onClick={onClick}>
      {icon}
      {text}
      <VisuallyHidden>{hidden}</VisuallyHidden>
    </Button>
  );
  const canSkip = state.scheduledToday && state.pausedTill === null && !state.doneToday;
  return (
    <>
      {canSkip && state.skippedToday
        ? textButton('Undo skip', ` for ${habit.name}`, <Undo2 aria-hidden="true" />, () =>
            actions.skip(habit, state.todayKey, false),
          )
        : null}
      {canSkip && !state.skippedToday ? (
        <SkipDialog
          habitName={habit.name}
          onSkip={(reason) => actions.skip(habit, state.todayKey, true, reason)}
          trigger={textButton('Skip today', ` for ${habit.name}`, <SkipForward aria-hidden="true" />)}
        />
      ) : null}
      {state.pausedTill !== null ? (
        textButton('Resume', ` ${habit.name}`, <Play aria-hidden="true" />, () => actions.resume(habit))
      ) : (
        <PauseDialog
          habitName={habit.name}
          onPause={(first, last) => actions.pause(habit, first, last)}
          trigger={textButton('Pause', ` ${habit.name}`, <Pause aria-hidden="true" />)}
        />
      )}
      {textButton('Archive', ` ${habit.name}`, <Archive aria-hidden="true" />, () => actions.archive(habit))}
    </>
  );
}
