import { Badge, type BadgeVariant } from '../badge/badge';

export type PriorityLevel = 'Low' | 'Medium' | 'High' | 'Critical';

const VARIANTS: Record<PriorityLevel, BadgeVariant> = {
  Low: 'secondary',
  Medium: 'outline',
  High: 'warning',
  Critical: 'destructive',
};

/** '{priority} Priority', coloured by urgency; the same on every page that shows a goal. */
export function PriorityBadge({ priority }: { priority: PriorityLevel }) {
  return <Badge variant={VARIANTS[priority]}>{priority} Priority</Badge>;
}
