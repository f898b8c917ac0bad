import { RouteLinks } from '@/components/route-links';
import { SITE_NAME, SITE_TAGLINE, converterRoutes, listedRoutes } from '@/lib/site';

// Built once at build time; the year in the footer may be the build's (STYLE: client and server).
const YEAR = new Date().getFullYear();

export function Footer() {
  const tools = listedRoutes().filter(
    (route) => route.kind === 'fun' || route.kind === 'tool' || route.kind === 'calculator',
  );
  const legal = listedRoutes().filter((route) => route.kind === 'legal' || route.kind === 'static');
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section>
          <h2>{SITE_NAME}</h2>
          <p>{SITE_TAGLINE} Sin registro y sin enviar tus datos a ningún servidor: todo se calcula en tu navegador.</p>
          {tools.length > 0 && <RouteLinks routes={tools} className="footer-links" />}
        </section>
        <section className="site-footer__converters">
          <h2>Convertidores</h2>
          <ul>
            {converterRoutes().map((route) => (
              <li key={route.path}>
                {/* A plain anchor, like RouteLinks: no client component to hydrate per link. */}
                <a href={route.path}>{route.label}</a>
                <span className="site-footer__units">{route.summary}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        {legal.length > 0 && <RouteLinks routes={legal} className="footer-links" />}
        <p>
          © {YEAR} {SITE_NAME}. Convertidores gratuitos en español.
        </p>
      </div>
    </footer>
  );
}
