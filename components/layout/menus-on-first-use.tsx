'use client';
/**
 * Issue 36: the header's menus hydrate on first use. Every page shows them, but a visitor operates them only now and
 * then, so their code (the disclosure menu, the burger menu and their lists: about 1.5 KB gzip) is not in the chunk
 * every page loads. Each shell below draws its menu's closed button exactly as the menu does, and the first hover,
 * focus, click or arrow key on it loads the menu, which takes the shell's place already in the state that was asked
 * for: open if the visitor opened it, with focus where the visitor left it.
 */
import { useId, useRef, useState, type ComponentType } from 'react';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import type { DropdownMenuProps } from './dropdown-menu';
import dropdown from './dropdown-menu.module.css';
import header from './header.module.css';
import type { MenuStart } from './menu-start';
import type { MobileMenuProps } from './mobile-menu';
import mobile from './mobile-menu.module.css';

type Menu<P> = ComponentType<P & { start: MenuStart }>;

/**
 * The menu once loaded, and what the visitor has asked of it meanwhile. `ask` merges a request into the start state
 * and loads the menu; a failed load leaves the shell as it is, and the next use tries again.
 */
function useMenuOnFirstUse<P>(load: () => Promise<Menu<P>>) {
  const [menu, setMenu] = useState<Menu<P>>();
  const [start, setStart] = useState<MenuStart>({});
  const loading = useRef(false);
  const ask = (request: MenuStart) => {
    setStart((previous) => ({ ...previous, ...request }));
    if (loading.current) return;
    loading.current = true;
    load().then(
      (loaded) => setMenu(() => loaded),
      () => (loading.current = false),
    );
  };
  return { menu, start, ask };
}

const loadDropdown = () => import('./dropdown-menu').then((module) => module.DropdownMenu);
const loadMobile = () => import('./mobile-menu').then((module) => module.MobileMenu);

/** The header's Convertir and Calcular menus (components/layout/dropdown-menu.tsx), loaded on first use. */
export function DropdownMenuOnFirstUse(props: DropdownMenuProps) {
  const { menu: Menu, start, ask } = useMenuOnFirstUse<DropdownMenuProps>(loadDropdown);
  const panelId = useId();
  if (Menu) return <Menu {...props} start={start} />;
  const { label, columns = 1 } = props;
  return (
    <div
      className={columns > 1 ? `${dropdown.dropdown} ${dropdown.wide}` : dropdown.dropdown}
      onMouseEnter={() => ask({ open: true, byHover: true })}
      onMouseLeave={() => ask({ open: false, byHover: false })}
    >
      <button
        type="button"
        className={header.navButton}
        aria-expanded={false}
        aria-controls={panelId}
        onFocus={() => ask({ focused: true })}
        onBlur={() => ask({ focused: false })}
        onClick={() => ask({ open: true, byHover: false })}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          ask({ open: true, focusFirstLink: true });
        }}
      >
        {label} <ChevronDownIcon />
      </button>
      <div id={panelId} className={dropdown.panel} hidden />
    </div>
  );
}

/** The burger menu of small screens (components/layout/mobile-menu.tsx), loaded on first use. */
export function MobileMenuOnFirstUse(props: MobileMenuProps) {
  const { menu: Menu, start, ask } = useMenuOnFirstUse<MobileMenuProps>(loadMobile);
  const panelId = useId();
  if (Menu) return <Menu {...props} start={start} />;
  return (
    <div className={mobile.menu}>
      <button
        type="button"
        className={header.burger}
        aria-expanded={false}
        aria-controls={panelId}
        aria-label="Abrir menú"
        onFocus={() => ask({ focused: true })}
        onBlur={() => ask({ focused: false })}
        onClick={() => ask({ open: true })}
      >
        <MenuIcon />
      </button>
      <nav id={panelId} className={mobile.panel} hidden aria-label="Menú" />
    </div>
  );
}
