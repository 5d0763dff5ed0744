import { i18n, initLanguage, restorePageState, type PageState } from '@sarraf/features/shared';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './App';
import { keepEarlyInput } from './keepEarlyInput';
import { PAGE_STATE_ID } from './pageDocument';
import { createAppRouter } from './routes/createAppRouter';
import { queryClient } from './store';

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

/** The answers the server drew the page with, or null (a page of the build, or index.html). */
function readPageState(): PageState | null {
  const block = document.getElementById(PAGE_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * The boot script (build/prerender.ts) may have kept the taps a visitor made on the page before the app
 * ran; this tells it the app now answers them.
 */
const announceMounted = () => document.dispatchEvent(new Event('sarraf:mounted'));

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
  // Before the router: its guard then knows who is signed in, as the server did, and nothing is asked
  // twice. Not when the page is in another language than the reader's: its answers (market names) are too.
  const state = prerendered === locale ? readPageState() : null;
  if (state) restorePageState(queryClient, state);
  const router = createAppRouter();
  if (prerendered) {
    // The page came with its first view drawn by the build (in Persian, before any data) or by the server
    // (the landing page, in the reader's language with its data). It stays on screen while the guard
    // asks who is signed in; React then takes it over as it is, unless that view is not the one to show: a
    // reader of English, or a guard that sent the visitor elsewhere (a signed-in user on /login).
    const replayEarlyInput = keepEarlyInput(container);
    const afterMount = () => {
      replayEarlyInput();
      announceMounted();
    };
    await firstRouteSettled(router);
    await nextTask();
    delete container.dataset.prerendered;
    if (prerendered === locale && router.state.location.pathname === path && !router.state.errors) {
      restoreInlineStyles(container);
      // As a transition, React hydrates in slices and the page keeps answering taps meanwhile.
      startTransition(() => {
        hydrateRoot(
          container,
          <AfterMount onMounted={afterMount}>
            <App router={router} />
          </AfterMount>,
        );
      });
      return;
    }
    container.replaceChildren();
  }
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <AfterMount onMounted={announceMounted}>
        <App router={router} />
      </AfterMount>,
    ),
  );
}

void start();
