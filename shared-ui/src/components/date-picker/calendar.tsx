import { DayPicker, type DayPickerProps } from 'react-day-picker';
import styled from 'styled-components';

/**
 * Themes react-day-picker through its default rdp-* class names, so apps need no extra CSS import
 * (the package's own style.css is not loaded).
 */
const Wrapper = styled.div`
  --cell: 2.25rem;
  color: ${({ theme }) => theme.colors.popoverForeground};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  .rdp-root {
    position: relative;
  }

  .rdp-months {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
  }

  .rdp-month {
    position: relative;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    justify-content: center;
    height: var(--cell);
    margin: 0 var(--cell);
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-button_previous,
  .rdp-button_next {
    position: absolute;
    top: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--cell);
    height: var(--cell);
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.foreground};

    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.accent};
    }

    &:disabled,
    &[aria-disabled='true'] {
      opacity: 0.4;
      cursor: not-allowed;
    }
  }

  .rdp-button_previous {
    left: 0;
  }

  .rdp-button_next {
    right: 0;
  }

  .rdp-chevron {
    width: 1rem;
    height: 1rem;
    fill: currentColor;
  }

  .rdp-month_grid {
    margin-top: ${({ theme }) => theme.space[2]};
    border-collapse: collapse;
  }

  .rdp-weekday {
    width: var(--cell);
    padding-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  .rdp-day {
    width: var(--cell);
    height: var(--cell);
    padding: 1px;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    transition: background-color ${({ theme }) => theme.transitions.fast};

    &:hover:not(:disabled) {
      background-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentForeground};
    }
  }

  .rdp-today .rdp-day_button {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover:not(:disabled) {
    background-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  .rdp-outside {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  .rdp-disabled {
    opacity: 0.4;

    .rdp-day_button {
      cursor: not-allowed;
      text-decoration: line-through;
    }
  }

  .rdp-hidden {
    visibility: hidden;
  }

  .rdp-footer {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export type CalendarProps = DayPickerProps;

/** A themed react-day-picker month grid; weeks start on Sunday unless weekStartsOn says otherwise. */
export function Calendar({ weekStartsOn = 0, showOutsideDays = true, navLayout = 'around', ...props }: CalendarProps) {
  return (
    <Wrapper>
      <DayPicker weekStartsOn={weekStartsOn} showOutsideDays={showOutsideDays} navLayout={navLayout} {...props} />
    </Wrapper>
  );
}
