import type { ReactNode } from 'react';
import styles from './icons.module.css';

/** Drawn icons: an emoji or a text glyph depends on the visitor's fonts, an inline SVG does not. */
function DrawnIcon({
  children,
  className = styles.icon,
  strokeWidth = 2,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ShareIcon() {
  return (
    <DrawnIcon>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </DrawnIcon>
  );
}

export function SearchIcon() {
  return (
    <DrawnIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4.3-4.3" />
    </DrawnIcon>
  );
}

/** The two opposed arrows of the logo and of the swap buttons (was the text glyph ⇄). */
export function SwapIcon() {
  return (
    <DrawnIcon>
      <path d="M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4" />
    </DrawnIcon>
  );
}

/** The small downward chevron after a menu button's name (was ▾). */
export function ChevronDownIcon() {
  return (
    <DrawnIcon className={`${styles.icon} ${styles.small}`} strokeWidth={2.5}>
      <path d="m6 9 6 6 6-6" />
    </DrawnIcon>
  );
}

/** Three lines: the burger menu's button while closed (was ☰). */
export function MenuIcon() {
  return (
    <DrawnIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </DrawnIcon>
  );
}

/** A cross: closes the burger menu and the share panel (was ✕). */
export function CloseIcon() {
  return (
    <DrawnIcon>
      <path d="M6 6l12 12M18 6 6 18" />
    </DrawnIcon>
  );
}

/** A five-pointed star: the favourite button's, outlined until the page is starred, then filled (D31). */
export function StarIcon({ filled = false }: { filled?: boolean }) {
  return (
    <DrawnIcon>
      <path
        d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </DrawnIcon>
  );
}
