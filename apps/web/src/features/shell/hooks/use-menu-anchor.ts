import { useState } from 'react';

/**
 * The state of a header menu whose popup is a lazily loaded module (issue 9 §3: MUI's Menu, Popover and MenuList
 * are not needed until a menu opens). `built` turns true on the first opening and stays true, so that the popup
 * stays mounted afterwards and plays its closing transition.
 */
export function useMenuAnchor() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [built, setBuilt] = useState(false);
  return {
    anchor,
    built,
    open: (element: HTMLElement) => {
      setBuilt(true);
      setAnchor(element);
    },
    close: () => setAnchor(null),
  };
}
