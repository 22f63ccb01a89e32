import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@onething/shared-data';
import { Target } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import { Container } from './landing-layout';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 4rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

export function LandingHeader() {
  const { user } = useAuth();
  return (
    <Bar>
      <Row>
        <Brand to="/landing" aria-label="ONE Thing OS home">
          <Mark aria-hidden="true">
            <Target size={18} />
          </Mark>
          ONE Thing OS
        </Brand>
        {user ? (
          <Button asChild variant="outline">
            <Link to="/">Open the app</Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link to="/auth" state={{ tab: 'signin' }}>
              Sign In
            </Link>
          </Button>
        )}
      </Row>
    </Bar>
  );
}
