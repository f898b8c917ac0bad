import { RouteLinks } from '@/components/route-links';
import { converterRoutes, listedRoutes } from '@/lib/routes';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/site-config';
import { DecimalSwitch } from './decimal-switch';
import styles from './footer.module.css';

// Built once at build time; the year in the footer may be the build's (STYLE: client and server).
const YEAR = new Date().getFullYear();

/** What the footer holds, rendered on the server only (components/ui/server-only-parts.tsx). */
export function FooterContent() {
  const tools = listedRoutes().filter(
    (route) => route.kind === 'fun' || route.kind === 'tool' || route.kind === 'calculator',
  );
  const legal = listedRoutes().filter((route) => route.kind === 'legal' || route.kind === 'static');
  return (
    <>
      <div className={styles.inner}>
        <section>
          <h2>{SITE_NAME}</h2>
          <p>{SITE_TAGLINE} Sin registro y sin enviar tus datos a ningún servidor: todo se calcula en tu navegador.</p>
          {tools.length > 0 && <RouteLinks routes={tools} className={styles.links} />}
        </section>
        <section className={styles.converters}>
          <h2>Convertidores</h2>
          <ul>
            {converterRoutes().map((route) => (
              <li key={route.path}>
                {/* A plain anchor, like RouteLinks: no client component to hydrate per link. */}
                <a href={route.path}>{route.label}</a>
                <span className={styles.units}>{route.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        {legal.length > 0 && <RouteLinks routes={legal} className={styles.links} />}
        <DecimalSwitch />
        <p>
          © {YEAR} {SITE_NAME}. Convertidores gratuitos en español.
        </p>
      </div>
    </>
  );
}
