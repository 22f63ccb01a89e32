// Placeholder page until the reflections issue fills it in; rendered by mf-growth's own code.
import { PageHeader } from '@onething/shared-ui';

const TITLES = { daily: 'Daily Reflection', weekly: 'Weekly Reflection', monthly: 'Monthly Reflection' } as const;

export default function ReflectionRoute({ kind = 'daily' }: { kind?: keyof typeof TITLES }) {
  return <PageHeader title={TITLES[kind]} description="This part of ONE Thing OS is on its way." />;
}
