// Everything under /reflection, exposed to the shell as './reflection': the daily page at /reflection, the
// weekly and monthly ones below it. A thin entry: the page and its editor are separate chunks fetched only
// when a reflection page opens.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { usePageTitle, type ReflectionKind } from '@onething/shared-data';
import { NotFound, Skeleton } from '@onething/shared-ui';
import { REFLECTION_TITLES } from '../features/reflections/domain/reflection-titles';

const ReflectionPage = lazy(() =>
  import('../features/reflections/components/reflection-page').then((page) => ({ default: page.ReflectionPage })),
);

function ReflectionOfKind({ kind }: { kind: ReflectionKind }) {
  usePageTitle(REFLECTION_TITLES[kind]);
  return (
    <Suspense fallback={<Skeleton height="20rem" />}>
      <ReflectionPage kind={kind} />
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
