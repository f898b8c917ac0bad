import Link from 'next/link';
import type { SiteRoute } from '@/lib/site';

/** A plain list of links to routes by their labels: footer, home categories, site map. */
export function RouteLinks({ routes, className }: { routes: readonly SiteRoute[]; className?: string }) {
  return (
    <ul className={className}>
      {routes.map((route) => (
        <li key={route.path}>
          <Link href={route.path} prefetch={false}>
            {route.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
