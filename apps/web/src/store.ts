import { createStore } from 'jotai';

/** The app's one jotai store, shared by React (Provider) and the route loaders (guards). */
export const appStore = createStore();
