import { createStore } from 'jotai';

/** The one jotai store shared by the shell and every remote (pass it to <Provider store={appStore}>). */
export const appStore = createStore();
