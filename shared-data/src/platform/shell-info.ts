// What the shell publishes to every remote through the shared singletons (jotai store, query cache).
// Remotes read it through their own imports; the end-to-end suite uses it to prove that shell and
// remotes share one instance of each library.
import { atom } from 'jotai';
import { createQueryKeys } from '../query/create-query-keys';

export interface ShellInfo {
  name: string;
}

export const shellInfoAtom = atom<ShellInfo>({ name: '' });

const platform = createQueryKeys('platform');
export const platformKeys = {
  ...platform,
  shellStartedAt: () => platform.detail('shell-started-at'),
};
