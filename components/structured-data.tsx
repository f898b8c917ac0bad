import type { RoutePath } from '@/lib/routes';
import { serialiseJsonLd, structuredData } from '@/lib/structured-data';

/** The page's JSON-LD, rendered on the server into the static HTML: a route's own, or the `data` given. */
export function StructuredData(props: { path: RoutePath } | { data: Record<string, unknown> }) {
  const data = 'data' in props ? props.data : structuredData(props.path);
  return (
    <script
      type="application/ld+json"
      // The content is our own data, serialised with '<' escaped (lib/structured-data.ts).
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
