import styled from 'styled-components';
import { Card, CardContent, media, PageGrid, Skeleton, VisuallyHidden } from '@onething/shared-ui';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};

  /* Where the page puts them on a phone: after the ONE Thing and habits cards. */
  ${media.mobile} {
    order: 1;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What shows while the dashboard's data loads: the shape of the page, announced as loading. */
export function DashboardSkeleton() {
  return (
    <Stack role="status" aria-busy="true" data-testid="dashboard-skeleton">
      <VisuallyHidden>Loading your dashboard...</VisuallyHidden>
      <Stats>
        {[0, 1, 2, 3].map((key) => (
          <Card key={key}>
            <CardContent>
              <Stack>
                <Skeleton width="60%" />
                <Skeleton width="40%" height="1.75rem" />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stats>
      <PageGrid $dense>
        {[0, 1].map((key) => (
          <Card key={key}>
            <CardContent>
              <Stack>
                <Skeleton width="50%" height="1.5rem" />
                <Skeleton />
                <Skeleton />
                <Skeleton width="70%" />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </PageGrid>
    </Stack>
  );
}
