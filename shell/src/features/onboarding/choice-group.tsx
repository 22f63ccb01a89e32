// A group of option cards built on native radios or checkboxes (shared-ui's ChoiceInput draws them in the
// theme's colours): arrow keys, Space and the checked state are announced by the browser with no extra ARIA.
import styled from 'styled-components';
import { ChoiceInput, media } from '@onething/shared-ui';
import type { Choice } from './onboarding-options';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.accent};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    /* a 2px edge without shifting the layout, so the choice reads at a glance */
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary}1f;
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }

  input {
    margin-top: 0.125rem;
  }

  input:focus-visible {
    outline: none;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

interface ChoiceGroupProps {
  name: string;
  labelledBy: string;
  describedBy?: string;
  choices: Choice[];
  multiple: boolean;
  isSelected: (value: string) => boolean;
  onSelect: (value: string) => void;
}

export function ChoiceGroup({
  name,
  labelledBy,
  describedBy,
  choices,
  multiple,
  isSelected,
  onSelect,
}: ChoiceGroupProps) {
  return (
    <Group aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {choices.map((choice) => (
        <Option key={choice.value}>
          <ChoiceInput
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={choice.value}
            checked={isSelected(choice.value)}
            onChange={() => onSelect(choice.value)}
          />
          <Text>
            {choice.value}
            {choice.description ? <small>{choice.description}</small> : null}
          </Text>
        </Option>
      ))}
    </Group>
  );
}
