import type { RoutePath } from '@/lib/routes';
import { serialiseJsonLd } from '@/lib/structured-data';
import { ServerOnlyHtml } from './ui/server-only-html';

/** The page's JSON-LD, rendered on the server into the static HTML: a route's own, or the `data` given. */
export function StructuredData(props: { path: RoutePath } | { data: Record<string, unknown> }) {
  // A route's own is made from its address, on the server only: the RSC payload carries the address (issue 36).
  if (!('data' in props))
    return <ServerOnlyHtml as="script" type="application/ld+json" part="structured-data" path={props.path} />;
  const { data } = props;
  return (
    <script
      type="application/ld+json"
      // The content is our own data, serialised with '<' escaped (lib/structured-data.ts).
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
