// The loading state of a page inside the layout: every page starts with a header (icon, title,
// description) above cards, so grey shapes in that arrangement hold the space and the page does not jump
// when it arrives. Screen readers hear one "Loading page..." status instead of the shapes.
import styled from 'styled-components';
import { media, Skeleton, VisuallyHidden } from '@onething/shared-ui';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

function CardShape({ lines }: { lines: number }) {
  return (
    <Card>
      <Skeleton width="40%" height="1.25rem" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? '70%' : '100%'} height="0.875rem" />
      ))}
    </Card>
  );
}

export function PageSkeleton() {
  return (
    <Root role="status" aria-busy="true" data-testid="page-skeleton">
      <VisuallyHidden>Loading page...</VisuallyHidden>
      <Header>
        <TitleRow>
          <Skeleton width="1.75rem" height="1.75rem" />
          <Skeleton width="12rem" height="2rem" />
        </TitleRow>
        <Skeleton width="min(28rem, 90%)" height="1rem" />
      </Header>
      <Cards>
        <CardShape lines={2} />
        <CardShape lines={2} />
        <CardShape lines={2} />
      </Cards>
      <CardShape lines={4} />
    </Root>
  );
}
