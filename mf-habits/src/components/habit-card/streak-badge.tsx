import styled, { css } from 'styled-components';
import { STREAK_RULE_TEXT, streakBadgeLevel, type StreakBadgeLevel } from '@onething/shared-data';
import { Flame, Tooltip } from '@onething/shared-ui';

// The design system has no yellow/orange badge; these pairs keep text at >= 4.5:1 on their fill.
const levels = {
  neutral: css`
    border-color: ${({ theme }) => theme.colors.border};
    background-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
  `,
  yellow: css`
    border-color: ${({ theme }) => (theme.mode === 'dark' ? '#a16207' : '#facc15')};
    background-color: ${({ theme }) => (theme.mode === 'dark' ? '#2a2306' : '#fefce8')};
    color: ${({ theme }) => (theme.mode === 'dark' ? '#fde047' : '#854d0e')};
  `,
  orange: css`
    border-color: ${({ theme }) => (theme.mode === 'dark' ? '#c2410c' : '#fb923c')};
    background-color: ${({ theme }) => (theme.mode === 'dark' ? '#2d1605' : '#fff7ed')};
    color: ${({ theme }) => (theme.mode === 'dark' ? '#fdba74' : '#9a3412')};
  `,
} satisfies Record<StreakBadgeLevel, unknown>;

const Pill = styled.span<{ $level: StreakBadgeLevel }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.25rem;
  white-space: nowrap;
  cursor: help;
  ${({ $level }) => levels[$level]}

  svg {
    width: 0.75rem;
    height: 0.75rem;
  }
`;

export function streakLabel(streak: number): string {
  return `${streak} day streak`;
}

/** Neutral below 3, yellow from 3, orange from 7; the tooltip explains the fair-streak rule. */
export function StreakBadge({ streak }: { streak: number }) {
  const level = streakBadgeLevel(streak);
  return (
    <Tooltip content={STREAK_RULE_TEXT}>
      {/* Focusable so keyboard users can open the explanation too. */}
      <Pill $level={level} data-level={level} tabIndex={0}>
        <Flame aria-hidden="true" />
        {streakLabel(streak)}
      </Pill>
    </Tooltip>
  );
}
