import styled from 'styled-components';
import { Target } from 'lucide-react';
import { useSidebarState } from '@onething/shared-ui/overlays';

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
`;

const Mark = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sidebarPrimary};
  color: ${({ theme }) => theme.colors.sidebarPrimaryForeground};
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.sidebarMutedForeground};
  }
`;

/** Reads the sidebar's own state: the mobile slide-over is never collapsed, whatever the desktop rail. */
export function Brand() {
  const { collapsed } = useSidebarState();
  return (
    <BrandRow>
      <Mark aria-hidden="true">
        <Target size={18} />
      </Mark>
      {collapsed ? null : (
        <Name>
          ONE Thing
          <small>Your ONE Thing OS</small>
        </Name>
      )}
    </BrandRow>
  );
}
