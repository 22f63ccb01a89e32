// Entry of the pre-sign-in bundle (/landing, /auth): renders over the prerendered HTML, carrying over
// what the visitor typed before the script ran.
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readStoredThemeMode } from '@onething/shared-data';
import { PublicApp } from './public-app';
import { PublicRoutes } from './public-routes';
import { restorePrerenderedInput, watchPrerenderedInput } from '../first-paint/prerendered-pages/prerendered-input';

interface HandOverProps {
  container: HTMLElement;
  prerendered: ReturnType<typeof watchPrerenderedInput>;
}

function HandOver({ container, prerendered }: HandOverProps) {
  useLayoutEffect(() => restorePrerenderedInput(container, prerendered.stop()), [container, prerendered]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = watchPrerenderedInput(container);
const root = createRoot(container);
// A transition renders in small slices, so the page (already visible) keeps answering input meanwhile.
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <PublicApp mode={readStoredThemeMode()}>
          <PublicRoutes />
        </PublicApp>
      </BrowserRouter>
      <HandOver container={container} prerendered={prerendered} />
    </StrictMode>,
  ),
);
