'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './dropdown-menu.module.css';
import header from './header.module.css';
import type { MenuLink } from './menu-link';
import { MenuLinkItems } from './menu-link-items';
import { useStartFocus, type MenuStart } from './menu-start';

export interface DropdownMenuProps {
  label: string;
  links: readonly MenuLink[];
  columns?: number;
}

/**
 * A disclosure menu (spec 000 §2): opens on hover and on click, closes on leaving, on choosing a link, on Escape,
 * on a click outside and when focus leaves it. Arrow keys move between the links. The header loads it on first use
 * (menus-on-first-use.tsx), in the state the visitor asked for meanwhile: `start`.
 */
export function DropdownMenu({ label, links, columns = 1, start }: DropdownMenuProps & { start?: MenuStart }) {
  const [open, setOpen] = useState(start?.open ?? false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A pointer that opened the menu by hovering then clicks the button: keep it open rather than toggling shut.
  const openedByHover = useRef(start?.byHover ?? false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const linkElements = () => Array.from(container.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const focusLink = (index: number) => {
    const items = linkElements();
    items[(index + items.length) % items.length]?.focus();
  };

  // Loaded on first use (menus-on-first-use.tsx): focus goes where the visitor left it.
  useStartFocus(start, button, () => focusLink(0));

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => focusLink(0));
  };

  const onPanelKeyDown = (event: ReactKeyboardEvent) => {
    const items = linkElements();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusLink(next);
  };

  return (
    <div
      ref={container}
      className={columns > 1 ? `${styles.dropdown} ${styles.wide}` : styles.dropdown}
      onMouseEnter={() => {
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={header.navButton}
        aria-expanded={open}
        aria-controls={panelId}
        onKeyDown={onButtonKeyDown}
        onClick={() => {
          // Read the ref now: the state updater runs later, after the reset below.
          const keepOpen = openedByHover.current;
          openedByHover.current = false;
          setOpen((wasOpen) => keepOpen || !wasOpen);
        }}
      >
        {label} <ChevronDownIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {/* The list exists only while open: every page's HTML and hydration stay free of ~40 hidden links. */}
        {open && (
          <ul className={styles.list} style={{ columnCount: columns }}>
            <MenuLinkItems links={links} onChoose={() => setOpen(false)} />
          </ul>
        )}
      </div>
    </div>
  );
}
