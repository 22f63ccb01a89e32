import { useAtom } from 'jotai';
import styled from 'styled-components';
import { themeModeAtom, type ThemeMode } from '@onething/shared-data';
import { Monitor, Moon, Sun } from 'lucide-react';
import { ChoiceInput } from '@onething/shared-ui';
import { SettingsSection } from './settings-section';

const OPTIONS: { value: ThemeMode; label: string; hint: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', hint: 'Always light', icon: Sun },
  { value: 'dark', label: 'Dark', hint: 'Always dark', icon: Moon },
  { value: 'system', label: 'System', hint: 'Follow your device', icon: Monitor },
];

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;

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

  input:focus-visible {
    outline: none;
  }

  span {
    display: flex;
    flex-direction: column;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export function AppearanceSection() {
  const [mode, setMode] = useAtom(themeModeAtom);
  return (
    <SettingsSection id="appearance" title="Appearance" description="Choose how ONE Thing OS looks on this device.">
      <Group aria-labelledby="appearance-title">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <Option key={value}>
            <ChoiceInput
              type="radio"
              name="theme"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <Icon aria-hidden="true" size={18} />
            <span>
              {label}
              <small>{hint}</small>
            </span>
          </Option>
        ))}
      </Group>
    </SettingsSection>
  );
}
