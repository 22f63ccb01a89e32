import { BLOCK_STATUS_BADGE, blockStatus, formatTimeRange, type TimeBlock } from '@onething/shared-data';
import { Clock } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, SectionTitle, StackList } from '@onething/shared-ui';
import styled from 'styled-components';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background-color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Time = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-variant-numeric: tabular-nums;
`;

const Title = styled.span`
  overflow-wrap: anywhere;
`;

/**
 * Today's blocks, already filtered to today and sorted by start time, each with its status: done (its step is
 * done), missed (its end has passed without that) or upcoming.
 */
export function TodaysScheduleCard({ blocks, now }: { blocks: TimeBlock[]; now: Date }) {
  return (
    <Card as="section" aria-labelledby="schedule-title">
      <CardHeader>
        <SectionTitle id="schedule-title">
          <Clock aria-hidden="true" />
          Today&apos;s Schedule
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <StackList>
          {blocks.map((block) => {
            const badge = BLOCK_STATUS_BADGE[blockStatus(block, now)];
            return (
              <Item key={block.id}>
                <Text>
                  <Time>{formatTimeRange(block.start_time, block.end_time)}</Time>
                  <Title>{block.title}</Title>
                </Text>
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </Item>
            );
          })}
        </StackList>
      </CardContent>
    </Card>
  );
}
