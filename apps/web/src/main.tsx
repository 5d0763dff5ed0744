import { i18n, initLanguage } from '@sarraf/features/shared';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './App';
import { keepEarlyInput } from './keepEarlyInput';
import { createAppRouter } from './routes/createAppRouter';

/** Resolves once the first route's guard has answered and its screen's code has loaded. */
function firstRouteSettled(router: DataRouter): Promise<void> {
  const settled = () => router.state.initialized && router.state.navigation.state === 'idle';
  return new Promise((resolve) => {
    if (settled()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Puts back the inline styles the build moved to a data attribute (see build/prerender.ts) through the
 * CSSOM, which the Content-Security-Policy allows, so the markup React takes over is the markup it renders.
 */
function restoreInlineStyles(container: HTMLElement) {
  for (const element of container.querySelectorAll<HTMLElement>('[data-prerender-style]')) {
    element.style.cssText = element.dataset.prerenderStyle ?? '';
    delete element.dataset.prerenderStyle;
  }
}

/**
 * Lets the browser handle what waits (a tap, a frame) between the steps of the start-up, so that on a slow
 * phone none of them is a long task of its own.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Calls `onMounted` once everything inside has mounted (a parent's effects run after its children's). */
function AfterMount({ onMounted, children }: { onMounted: () => void; children: ReactNode }) {
  useEffect(onMounted, [onMounted]);
  return children;
}

// Spec section 4 start-up order: language first (and with it the document direction), then mount.
async function start() {
  const locale = await initLanguage();
  document.title = i18n.t('common:appName');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const prerendered = container.dataset.prerendered;
  const path = window.location.pathname;
  if (prerendered) await nextTask();
  const router = createAppRouter();
  if (prerendered) {
    // The page came with its first view drawn by the build (in Persian). It stays on screen while the guard
    // asks who is signed in; React then takes it over as it is, unless that view is not the one to show: a
    // reader of English, or a guard that sent the visitor elsewhere (a signed-in user on /login).
    const replayEarlyInput = keepEarlyInput(container);
    await firstRouteSettled(router);
    await nextTask();
    delete container.dataset.prerendered;
    if (prerendered === locale && router.state.location.pathname === path && !router.state.errors) {
      restoreInlineStyles(container);
      // As a transition, React hydrates in slices and the page keeps answering taps meanwhile.
      startTransition(() => {
        hydrateRoot(
          container,
          <AfterMount onMounted={replayEarlyInput}>
            <App router={router} />
          </AfterMount>,
        );
      });
      return;
    }
    container.replaceChildren();
  }
  const root = createRoot(container);
  startTransition(() => root.render(<App router={router} />));
}

void start();
