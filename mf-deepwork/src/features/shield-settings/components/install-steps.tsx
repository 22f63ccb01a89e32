import styled from 'styled-components';
import { ChevronRight } from 'lucide-react';

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
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** The installation guide's section that explains how to add the extension to Chrome. */
export const INSTALL_GUIDE_SECTION = 'The companion extension (distraction shield)';

/**
 * How to get the extension, behind a disclosure. It is not in the Chrome Web Store, so it is installed from
 * the copy that ships with ONE Thing OS; the product points at the installation guide rather than showing
 * build commands or browser developer settings to everyone who opens Settings.
 */
export function InstallSteps() {
  return (
    <Details>
      <summary>
        <ChevronRight aria-hidden="true" />
        How to install
      </summary>
      <Body>
        <p>
          The ONE Thing OS extension is not in the Chrome Web Store yet. It comes with ONE Thing OS, and the
          installation guide (the README, section &ldquo;{INSTALL_GUIDE_SECTION}&rdquo;) shows how to add it to your
          browser; ask whoever set up ONE Thing OS for you if you do not have the guide.
        </p>
        <p>
          Once it is added, come back to this page and choose <strong>Check again</strong>.
        </p>
      </Body>
    </Details>
  );
}
