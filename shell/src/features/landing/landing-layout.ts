import styled from 'styled-components';
import { media } from '@onething/shared-ui';

export const Container = styled.div`
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[6]};

  ${media.mobile} {
    padding: 0 ${({ theme }) => theme.space[4]};
  }
`;

export const Section = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[10]} 0;
  }
`;

export const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
  text-align: center;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;
