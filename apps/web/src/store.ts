import { createQueryClient } from '@sarraf/features/shared';
import { createStore } from 'jotai';

/** The app's one jotai store, shared by React (Provider) and the route loaders (guards). */
export const appStore = createStore();

/**
 * The app's one server-state cache, shared by the screens (QueryProvider) and the route guard, so both
 * see the same signed-in user.
 */
export const queryClient = createQueryClient();
