// Everything under /deep-work, exposed to the shell as './deep-work': the deep work timer, its session,
// the shield and the ambient sounds at /deep-work itself.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { DeepWorkPage } from '../features/timer/components/deep-work-page';

export default function DeepWorkRoutes() {
  return (
    <Routes>
      <Route index element={<DeepWorkPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
