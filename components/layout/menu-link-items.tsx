import type { MenuLink } from './menu-link';

/** The entries of a header menu or of the burger menu: icon and label, closing the menu when chosen. */
export function MenuLinkItems({ links, onChoose }: { links: readonly MenuLink[]; onChoose: () => void }) {
  return links.map((link) => (
    <li key={link.path}>
      <a href={link.path} onClick={onChoose}>
        <span aria-hidden="true">{link.icon}</span> {link.label}
      </a>
    </li>
  ));
}
