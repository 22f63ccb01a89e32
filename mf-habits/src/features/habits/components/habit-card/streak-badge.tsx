import styled from 'styled-components';
import { Flame } from 'lucide-react';
import { Badge, type BadgeVariant } from '@onething/shared-ui';
import { Tooltip } from '@onething/shared-ui/overlays';
import { STREAK_RULE_TEXT, streakBadgeLevel, type StreakBadgeLevel } from '../../domain/streak-badge';

const VARIANT_OF_LEVEL = {
  neutral: 'secondary',
  yellow: 'streakYellow',
  orange: 'streakOrange',
} as const satisfies Record<StreakBadgeLevel, BadgeVariant>;

const StreakPill = styled(Badge)`
  cursor: help;
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
      <StreakPill variant={VARIANT_OF_LEVEL[level]} data-level={level} tabIndex={0}>
        <Flame aria-hidden="true" />
        {streakLabel(streak)}
      </StreakPill>
    </Tooltip>
  );
}
