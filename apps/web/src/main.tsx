import { i18n, initLanguage } from '@sarraf/features/shared';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './routes/createAppRouter';
import { appStore } from './store';

// Spec section 4 start-up order: language first (and with it the document direction), then mount.
async function start() {
  await initLanguage();
  document.title = i18n.t('common:appName');
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>,
  );
}

void start();
