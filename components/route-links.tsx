import type { SiteRoute } from '@/lib/site-config';

/**
 * A plain list of links to routes by their labels: footer, home categories, site map.
 * Plain anchors, not next/link: every next/link is a client component that hydrates on every page load, and the
 * footer's ~35 of them cost about 100 ms of blocking time on Lighthouse's mobile profile (measured with
 * `npm run perf`). Following one is an ordinary page load, served from the service worker's cache.
 */
export function RouteLinks({ routes, className }: { routes: readonly SiteRoute[]; className?: string }) {
  return (
    <ul className={className}>
      {routes.map((route) => (
        <li key={route.path}>
          <a href={route.path}>{route.label}</a>
        </li>
      ))}
    </ul>
  );
}
