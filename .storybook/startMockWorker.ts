import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';

// Requests that Storybook and Vite make for themselves; they are never the story's business.
export const WORKBENCH_REQUEST =
  /sb-common-assets|__vitest|@vite|@fs\/|@id\/|node_modules|iframe\.html|\.stories\.|\.mdx$|\/virtual:/;

/**
 * Starts the MSW worker for every story. An API call no handler answers is an error, so a story
 * that forgets its mock fails loudly instead of hitting the network.
 */
export async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (isCommonAssetRequest(request) || WORKBENCH_REQUEST.test(request.url)) return;
      print.error();
    },
  });
  return worker;
}
