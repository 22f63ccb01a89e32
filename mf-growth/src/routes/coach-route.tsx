// Everything under /coach, exposed to the shell as './coach': a static 'Coming Soon' page describing AI
// coaches.
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@onething/shared-ui';
import { ComingSoon } from '../features/coming-soon/components/coming-soon';

export default function CoachRoutes() {
  return (
    <Routes>
      <Route index element={<CoachPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

function CoachPage() {
  return (
    <ComingSoon
      title="AI Coach"
      badge="Coming Soon"
      description="A personal AI coach that knows your ONE Thing, your habits and your deep work, and helps you plan the next step."
    >
      <ul>
        <li>Daily check-ins that turn your ONE Thing into today's most important step.</li>
        <li>Habit advice built on the four laws of behaviour change.</li>
        <li>Weekly reviews of your deep work and reflections.</li>
      </ul>
    </ComingSoon>
  );
}
