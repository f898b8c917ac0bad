import { LinkCard } from '@/components/link-card';
import { QuickBox } from '@/components/quick/quick-box';
import { SavedLists } from '@/components/recents/saved-lists';
import { RouteLinks } from '@/components/route-links';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { SearchIcon } from '@/components/ui/icons';
import { homeContent } from '@/lib/home-content';
import { converterRoutes, listedRoutes, routeFor } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { type SiteRoute } from '@/lib/site-config';
import styles from './page.module.css';

export const metadata = pageMetadata('/');

const POPULAR_COUNT = 8;

/** The badge's count, as people say a round number: 46 tools are 'Más de 40'; ten or fewer, the count itself. */
const toolCountText = (count: number) => (count > 10 ? `Más de ${Math.floor((count - 1) / 10) * 10}` : String(count));

export default function HomePage() {
  const converters = converterRoutes();
  const popular = [
    ...converters.filter((route) => route.popular),
    ...converters.filter((route) => !route.popular),
  ].slice(0, POPULAR_COUNT);
  const fun = homeContent.fun.map(routeFor);
  const toolCount = listedRoutes().filter((route) => route.kind !== 'home' && route.kind !== 'legal').length;
  const categories = homeContent.categories
    .map((category) => ({
      ...category,
      routes: listedRoutes().filter((route) => route.kind !== 'home' && category.groups.includes(route.group)),
    }))
    .filter((category) => category.routes.length > 0);

  return (
    <>
      <StructuredData path="/" />
      <section className={styles.hero}>
        <p className={styles.badge}>{toolCountText(toolCount)} herramientas gratis</p>
        <h1>{homeContent.headline}</h1>
        <p>{homeContent.lead}</p>
        <QuickBox />
        <a href="/buscar-convertidor" className="button">
          <SearchIcon /> Buscar un convertidor
        </a>
      </section>

      <RouteCards id="populares" title="Conversiones populares" routes={popular} text={(route) => route.summary} />
      <RouteCards id="divertidas" title="Herramientas divertidas" routes={fun} text={(route) => route.description} />

      {/* D31: kept in the browser, so shown only after hydration; below the cards, so appearing moves nothing above. */}
      <SavedLists />

      <section className={styles.section} aria-labelledby="categorias">
        <h2 id="categorias">Explora por categoría</h2>
        <div className={styles.categories}>
          {categories.map((category) => (
            <div key={category.title} className="card">
              <h3>{category.title}</h3>
              <RouteLinks routes={category.routes} />
            </div>
          ))}
        </div>
      </section>

      <TextSections sections={homeContent.sections} />
    </>
  );
}

interface RouteCardsProps {
  id: string;
  title: string;
  routes: readonly SiteRoute[];
  text: (route: SiteRoute) => string;
}

/** A home section of link cards; left out while it has no routes. */
function RouteCards({ id, title, routes, text }: RouteCardsProps) {
  if (routes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="card-grid">
        {routes.map((route) => (
          <li key={route.path}>
            <LinkCard href={route.path} icon={route.icon} title={route.label} text={text(route)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
