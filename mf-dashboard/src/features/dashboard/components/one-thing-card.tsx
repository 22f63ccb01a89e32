import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BLOCK_STATUS_BADGE,
  blockStatus,
  DEEP_WORK_PATH,
  formatDueDate,
  formatTimeRange,
  isSessionOn,
  useDeepWorkPhase,
  type Goal,
  type TimeBlock,
} from '@onething/shared-data';
import { canStartDeepWork, formatCompletedOn, type OneThingCardState } from '../domain/dashboard';
import { Play, Target, Trophy } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  HeaderRow,
  MutedText,
  PriorityBadge,
  Progress,
  SectionTitle,
  StackList,
  WrapRow,
} from '@onething/shared-ui';

const ONE_THING_PATH = '/one-thing';

const GoalTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Block = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.muted};
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const BlockTitle = styled.span`
  flex: 1 1 8rem;
  overflow-wrap: anywhere;
`;

const Achievement = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Footer = styled(CardFooter)`
  flex-wrap: wrap;
`;

export interface OneThingCardProps {
  state: OneThingCardState<Goal>;
  todaysBlocks: TimeBlock[];
  /** The clock the blocks' statuses are read against (a block whose end has passed is missed). */
  now: Date;
  onStart: (goal: Goal, blocks: TimeBlock[]) => void;
}

function StartButton({ state, todaysBlocks, onStart }: OneThingCardProps) {
  const enabled = canStartDeepWork(state);
  // A session that runs or is paused is gone back to, never replaced by a new one.
  const sessionOn = isSessionOn(useDeepWorkPhase());
  if (sessionOn) {
    return (
      <Button asChild>
        <Link to={DEEP_WORK_PATH}>
          <Play aria-hidden="true" />
          Resume Deep Work
        </Link>
      </Button>
    );
  }
  return (
    <Button
      disabled={!enabled}
      onClick={() => {
        if (state.kind === 'active') onStart(state.goal, todaysBlocks);
      }}
    >
      <Play aria-hidden="true" />
      Start Deep Work Session
    </Button>
  );
}

/** Each block with its status: done (its step is done), missed (its end has passed) or upcoming. */
function TodaysSchedule({ blocks, now }: { blocks: TimeBlock[]; now: Date }) {
  return (
    <section aria-labelledby="dashboard-schedule">
      <SubHeading id="dashboard-schedule">Today&apos;s Schedule</SubHeading>
      {blocks.length === 0 ? (
        <MutedText>No time blocks scheduled for today.</MutedText>
      ) : (
        <StackList>
          {blocks.map((block) => (
            <Block key={block.id}>
              <Time>{formatTimeRange(block.start_time, block.end_time)}</Time>
              <BlockTitle>{block.title}</BlockTitle>
              <BlockStatusBadge block={block} now={now} />
            </Block>
          ))}
        </StackList>
      )}
    </section>
  );
}

function BlockStatusBadge({ block, now }: { block: TimeBlock; now: Date }) {
  const badge = BLOCK_STATUS_BADGE[blockStatus(block, now)];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

/** The ONE Thing card: no goal, the active goal with today's schedule, or the completed goal with earlier wins. */
export function OneThingCard(props: OneThingCardProps) {
  const { state, todaysBlocks } = props;

  if (state.kind === 'none') {
    return (
      <Card as="section" aria-labelledby="one-thing-title" data-testid="one-thing-card">
        <CardHeader>
          <SectionTitle $iconSize="lg" id="one-thing-title">
            <Target aria-hidden="true" />
            No ONE Thing Set
          </SectionTitle>
        </CardHeader>
        <Body>
          <MutedText>
            What is the ONE Thing you can do such that by doing it everything else becomes easier or unnecessary?
          </MutedText>
        </Body>
        <Footer>
          <Button asChild>
            <Link to={ONE_THING_PATH}>Set Your ONE Thing</Link>
          </Button>
          <StartButton {...props} />
        </Footer>
      </Card>
    );
  }

  if (state.kind === 'completed') {
    return (
      <Card as="section" aria-labelledby="one-thing-title" data-testid="one-thing-card">
        <CardHeader>
          <SectionTitle $iconSize="lg" id="one-thing-title">
            <Trophy aria-hidden="true" />
            ONE Thing Completed!
          </SectionTitle>
        </CardHeader>
        <Body>
          <GoalTitle>{state.goal.title}</GoalTitle>
          {state.achievements.length > 0 ? (
            <section aria-labelledby="dashboard-achievements">
              <SubHeading id="dashboard-achievements">Previous Achievements</SubHeading>
              <StackList>
                {state.achievements.map((goal) => (
                  <Achievement key={goal.id}>
                    <span>{goal.title}</span>
                    {goal.completed_at ? <MutedText as="span">{formatCompletedOn(goal.completed_at)}</MutedText> : null}
                  </Achievement>
                ))}
              </StackList>
            </section>
          ) : null}
        </Body>
        <Footer>
          <Button asChild>
            <Link to={ONE_THING_PATH}>Set New ONE Thing</Link>
          </Button>
          <StartButton {...props} />
        </Footer>
      </Card>
    );
  }

  const goal = state.goal;
  return (
    <Card as="section" aria-labelledby="one-thing-title" data-testid="one-thing-card">
      <CardHeader>
        <HeaderRow>
          <SectionTitle $iconSize="lg" id="one-thing-title">
            <Target aria-hidden="true" />
            Your ONE Thing Today
          </SectionTitle>
          <Button asChild variant="outline" size="sm">
            <Link to={ONE_THING_PATH}>Manage</Link>
          </Button>
        </HeaderRow>
      </CardHeader>
      <Body>
        <div>
          <GoalTitle>{goal.title}</GoalTitle>
          {goal.description ? <Description>{goal.description}</Description> : null}
        </div>
        <WrapRow>
          <PriorityBadge priority={goal.priority} />
          {goal.deadline ? <Badge variant="outline">{formatDueDate(goal.deadline)}</Badge> : null}
        </WrapRow>
        <Progress value={goal.progress} label="ONE Thing progress" />
        <TodaysSchedule blocks={todaysBlocks} now={props.now} />
      </Body>
      <Footer>
        <StartButton {...props} />
      </Footer>
    </Card>
  );
}
