import styled from 'styled-components';
import { ChevronRight } from '@onething/shared-ui';

const Details = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    list-style: none;

    &::-webkit-details-marker {
      display: none;
    }

    &:hover {
      text-decoration: underline;
      text-underline-offset: 4px;
    }

    svg {
      width: 1rem;
      height: 1rem;
      transition: transform ${({ theme }) => theme.transitions.fast};
    }
  }

  &[open] summary svg {
    transform: rotate(90deg);
  }

  code {
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.muted};
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1.5]};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[5]};
`;

const DeveloperNote = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** How to load the (unpublished) extension into Chrome, behind a disclosure. */
export function InstallSteps() {
  return (
    <Details>
      <summary>
        <ChevronRight aria-hidden="true" />
        How to install
      </summary>
      <Steps>
        <li>
          In Chrome, open <code>chrome://extensions</code> in a new tab.
        </li>
        <li>
          Turn on <strong>Developer mode</strong> (top right).
        </li>
        <li>
          Choose <strong>Load unpacked</strong> and select the extension&apos;s <code>extension/dist</code> folder.
        </li>
        <li>
          Come back to this page and choose <strong>Check again</strong>.
        </li>
      </Steps>
      <DeveloperNote>
        For developers: the <code>extension/dist</code> folder is made by{' '}
        <code>npm run build -w @onething/extension</code> in the repository.
      </DeveloperNote>
    </Details>
  );
}
