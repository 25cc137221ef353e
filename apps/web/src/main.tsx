import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { preloadToaster } from '@/lib/toast';
import './index.css';

/*
 * The app (landing, sign-in, the owner's admin, the super admin): a
 * single-page app rendered in the browser. Store pages are not part of it:
 * the server renders them, and store-entry.tsx brings their islands to life.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

const router = createBrowserRouter(appRoutes);
createRoot(container).render(
  <StrictMode>
    <AppProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Toasts appear at once when the toaster is already there: it is fetched when the browser is first idle.
if ('requestIdleCallback' in window) requestIdleCallback(() => void preloadToaster(), { timeout: 3000 });
else setTimeout(() => void preloadToaster(), 1000);
