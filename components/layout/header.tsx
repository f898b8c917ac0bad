import Link from 'next/link';
import { SwapIcon } from '@/components/ui/icons';
import { SITE_NAME, calculatorRoutes, converterRoutes } from '@/lib/site';
import { DropdownMenu } from './dropdown-menu';
import { toMenuLink } from './menu-link';
import { MobileMenu } from './mobile-menu';
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
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="logo" prefetch={false}>
          <span aria-hidden="true" className="logo__mark">
            <SwapIcon />
          </span>
          {SITE_NAME}
        </Link>
        <nav className="main-nav" aria-label="Principal">
          {groups.map((group) => (
            <DropdownMenu
              key={group.title}
              label={group.title}
              links={group.links}
              columns={group.links.length > 8 ? 3 : 1}
            />
          ))}
        </nav>
        <div className="site-header__actions">
          <SharePanel />
          <SearchPanel />
          <MobileMenu groups={groups} />
        </div>
      </div>
    </header>
  );
}
