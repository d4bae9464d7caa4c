import { useEffect, useRef, type RefObject } from 'react';

/** Keys typed into a text box are the user's text, not shortcuts. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * A list's keyboard shortcuts: "/" jumps to the search box, "N" starts a new record (when `onNew` is given). Off
 * while a dialog is open or the user types.
 */
export function useListShortcuts(search: RefObject<HTMLInputElement | null>, onNew?: () => void) {
  // The latest callback without re-subscribing on every render.
  const latest = useRef(onNew);
  useEffect(() => {
    latest.current = onNew;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || document.querySelector('[role="dialog"]'))
        return;
      if (e.key === '/') {
        e.preventDefault();
        search.current?.focus();
      } else if ((e.key === 'n' || e.key === 'N') && latest.current) {
        e.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [search]);
}
