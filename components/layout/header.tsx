import { SwapIcon } from '@/components/ui/icons';
import { calculatorRoutes, converterRoutes } from '@/lib/routes';
import { SITE_NAME } from '@/lib/site-config';
import styles from './header.module.css';
import { toMenuLink } from './menu-link';
import { DropdownMenuOnFirstUse, MobileMenuOnFirstUse } from './menus-on-first-use';
import { SearchPanel } from './search-panel';
import { SharePanel } from './share-panel';

export function Header() {
  const calculators = calculatorRoutes().map(toMenuLink);
  const converters = converterRoutes().map(toMenuLink);
  const groups = [
    { title: 'Calcular', links: calculators },
    { title: 'Convertir', links: converters },
  ].filter((group) => group.links.length > 0);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href="/" className={styles.logo}>
          <span aria-hidden="true" className={styles.mark}>
            <SwapIcon />
          </span>
          {SITE_NAME}
        </a>
        <nav className={styles.nav} aria-label="Principal">
          {groups.map((group) => (
            <DropdownMenuOnFirstUse
              key={group.title}
              label={group.title}
              links={group.links}
              columns={group.links.length > 8 ? 3 : 1}
            />
          ))}
        </nav>
        <div className={styles.actions}>
          <SharePanel />
          <SearchPanel />
          <MobileMenuOnFirstUse groups={groups} />
        </div>
      </div>
    </header>
  );
}
