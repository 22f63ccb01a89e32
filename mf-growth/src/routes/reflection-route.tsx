// Everything under /reflection, exposed to the shell as './reflection': the daily page at /reflection, the
// weekly and monthly ones below it. A thin entry: the page and its editor are separate chunks fetched only
// when a reflection page opens.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { usePageTitle } from '@onething/shared-data';
import { NotFound, Skeleton } from '@onething/shared-ui';

const ReflectionPageRoute = lazy(() => import('../reflections/routes/reflection-page-route'));

const TITLES = { daily: 'Daily Reflection', weekly: 'Weekly Reflection', monthly: 'Monthly Reflection' } as const;

function ReflectionOfKind({ kind }: { kind: keyof typeof TITLES }) {
  usePageTitle(TITLES[kind]);
  return (
    <Suspense fallback={<Skeleton height="20rem" />}>
      <ReflectionPageRoute kind={kind} />
    </Suspense>
  );
}

export default function ReflectionRoutes() {
  return (
    <Routes>
      <Route index element={<ReflectionOfKind kind="daily" />} />
      <Route path="weekly" element={<ReflectionOfKind kind="weekly" />} />
      <Route path="monthly" element={<ReflectionOfKind kind="monthly" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
