import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens';

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  & > svg {
    width: 1.75rem;
    height: 1.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (wrap below on narrow screens). */
  actions?: ReactNode;
  icon?: ReactNode;
}

/** The page's h1 with an optional description and actions. */
export function PageHeader({ title, description, actions, icon, ...props }: PageHeaderProps) {
  return (
    <Root {...props}>
      <Text>
        <TitleRow>
          {icon}
          <Title>{title}</Title>
        </TitleRow>
        {description ? <Description>{description}</Description> : null}
      </Text>
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
