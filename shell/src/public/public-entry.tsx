// Entry of the pre-sign-in bundle (/landing, /auth): renders over the prerendered HTML, carrying over
// what the visitor typed before the script ran.
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readStoredThemeMode } from '@onething/shared-data';
import { PublicApp } from './public-app';
import { PublicRoutes } from './public-routes';
import { capturePrerenderedInput, restorePrerenderedInput, type TypedInput } from './prerendered-input';

function HandOver({ typed }: { typed: TypedInput }) {
  useLayoutEffect(() => restorePrerenderedInput(typed), [typed]);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const typed = capturePrerenderedInput(container);
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <PublicApp mode={readStoredThemeMode()}>
        <PublicRoutes />
      </PublicApp>
    </BrowserRouter>
    <HandOver typed={typed} />
  </StrictMode>,
);
