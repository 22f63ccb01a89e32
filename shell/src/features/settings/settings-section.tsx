import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent } from '@onething/shared-ui';

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  scroll-margin-top: 4.5rem;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  outline: none;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const SectionBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Text on the left, its control on the right; the control drops below the text on narrow screens. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** Render children as they are (for a remote that brings its own card). */
  bare?: boolean;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, bare = false, children }: SettingsSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Root id={id} aria-labelledby={titleId}>
      <div>
        <Title id={titleId} tabIndex={-1}>
          {title}
        </Title>
        {description ? <Description>{description}</Description> : null}
      </div>
      {bare ? (
        children
      ) : (
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      )}
    </Root>
  );
}
