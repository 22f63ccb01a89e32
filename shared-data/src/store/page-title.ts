// A remote names the page it shows inside its path prefix ("Weekly Reflection" under /reflection), and
// the shell puts it in the browser tab; the shell's own title for the prefix is the fallback. An atom in
// the shared store, because the shell renders the title and the remote knows the page.
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export const pageTitleAtom = atom<string | null>(null);

/** While the calling component is mounted, the tab shows `title` ("title · ONE Thing OS"). */
export function usePageTitle(title: string): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle((current) => (current === title ? null : current));
  }, [title, setTitle]);
}
