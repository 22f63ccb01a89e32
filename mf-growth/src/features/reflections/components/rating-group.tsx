import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const Options = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

// A native radio per value keeps arrow-key movement and one tab stop; the label is the visible button.
const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface RatingGroupProps {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
}

/** A 1-5 rating as a radio group (1 low, 5 high). */
export function RatingGroup({ name, legend, value, onChange }: RatingGroupProps) {
  const hintId = `${name}-hint`;
  return (
    <Fieldset aria-describedby={hintId}>
      <Legend>{legend}</Legend>
      <Options>
        {[1, 2, 3, 4, 5].map((n) => (
          <Option key={n}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            {n}
          </Option>
        ))}
      </Options>
      <Hint id={hintId}>1 is low, 5 is high</Hint>
    </Fieldset>
  );
}
