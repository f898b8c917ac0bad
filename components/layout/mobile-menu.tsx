'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import header from './header.module.css';
import type { MenuLink } from './menu-link';
import { MenuLinkItems } from './menu-link-items';
import { useStartFocus, type MenuStart } from './menu-start';
import styles from './mobile-menu.module.css';

export interface MobileMenuProps {
  groups: readonly { title: string; links: readonly MenuLink[] }[];
}

/**
 * The burger menu of small screens: the same entries as the header menus. The header loads it on first use
 * (menus-on-first-use.tsx), in the state the visitor asked for meanwhile: `start`.
 */
export function MobileMenu({ groups, start }: MobileMenuProps & { start?: MenuStart }) {
  const [open, setOpen] = useState(start?.open ?? false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useStartFocus(start, button, () => undefined);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={header.burger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Cerrar menú' : 'Abrir menú'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id={panelId} className={styles.panel} hidden={!open} aria-label="Menú">
        {/* Rendered only while open, like the header menus: nothing hidden to send, lay out or hydrate. */}
        {open &&
          groups.map((group) => (
            <section key={group.title}>
              <h2>{group.title}</h2>
              <ul>
                <MenuLinkItems links={group.links} onChoose={() => setOpen(false)} />
              </ul>
            </section>
          ))}
      </nav>
    </div>
  );
}
