import { useEffect } from 'react';

/**
 * What a visitor asked of a header menu before its code had loaded (components/layout/menus-on-first-use.tsx): the
 * menu starts in that state.
 */
export interface MenuStart {
  open?: boolean;
  /** Opened by the pointer resting on it: a click then keeps it open (the disclosure menu's rule). */
  byHover?: boolean;
  /** The shell's button had focus when the menu replaced it. */
  focused?: boolean;
  /** The down arrow was pressed on the button: focus goes to the first link. */
  focusFirstLink?: boolean;
}

/**
 * For the loaded menu: puts focus back on its button if the shell's button had it (that button is gone, so the
 * browser moved focus to the body), or into the list if the visitor pressed the down arrow.
 */
export function useStartFocus(
  start: MenuStart | undefined,
  button: { current: HTMLButtonElement | null },
  focusFirstLink: () => void,
) {
  useEffect(() => {
    if (start?.focusFirstLink) requestAnimationFrame(focusFirstLink);
    else if (start?.focused && (document.activeElement === document.body || document.activeElement === null)) {
      button.current?.focus();
    }
    // Only the state the menu was loaded in: what happens after is the menu's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
