import type { Priority } from '@onething/shared-data';
import { Badge, type BadgeVariant } from '@onething/shared-ui';

const VARIANTS: Record<Priority, BadgeVariant> = {
  Low: 'secondary',
  Medium: 'outline',
  High: 'warning',
  Critical: 'destructive',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge variant={VARIANTS[priority]}>{priority} Priority</Badge>;
}
