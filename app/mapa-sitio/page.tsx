import { PageHeader } from '@/components/page-header';
import { RouteLinks } from '@/components/route-links';
import { StructuredData } from '@/components/structured-data';
import { listedRoutes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { SITE_GROUPS } from '@/lib/site-config';
import styles from './page.module.css';

export const metadata = pageMetadata('/mapa-sitio');

/** Every page of the site in the ten groups of spec 001, from the one route list. */
export default function Page() {
  const groups = SITE_GROUPS.map((group) => ({
    group,
    routes: listedRoutes().filter((route) => route.group === group),
  })).filter(({ routes }) => routes.length > 0);
  return (
    <article>
      <StructuredData path="/mapa-sitio" />
      <PageHeader heading="Mapa del sitio" intro="Todas las páginas de Conviértelo, agrupadas por tema." />
      <div className={styles.groups}>
        {groups.map(({ group, routes }) => (
          <section key={group} className="card">
            <h2 className={styles.group}>{group}</h2>
            <RouteLinks routes={routes} />
          </section>
        ))}
      </div>
    </article>
  );
}
