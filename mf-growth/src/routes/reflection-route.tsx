// /reflection, /reflection/weekly and /reflection/monthly, exposed to the shell as './reflection'. A thin
// entry: the page and its editor are separate chunks fetched only when a reflection page opens.
import { lazy, Suspense } from 'react';
import { Skeleton } from '@onething/shared-ui';

const ReflectionPageRoute = lazy(() => import('../reflections/routes/reflection-page-route'));

export default function ReflectionRoute({ kind = 'daily' }: { kind?: 'daily' | 'weekly' | 'monthly' }) {
  return (
    <Suspense fallback={<Skeleton height="20rem" />}>
      <ReflectionPageRoute kind={kind} />
    </Suspense>
  );
}
