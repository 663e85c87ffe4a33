/**
 * Entry point. In demo mode the in-browser backend (MSW + mock database) starts here, in the
 * background: the first render does not wait for it. The API client and the auth module await
 * `whenBackendReady()` before their first request, so nothing reaches the network too early.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startBackend } from './backend';
import { createAppRouter } from './routes';

startBackend();

const container = document.getElementById('root');
if (!container) throw new Error('Spur: #root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
