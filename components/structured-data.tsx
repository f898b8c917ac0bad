import type { RoutePath } from '@/lib/site';
import { serialiseJsonLd, structuredData } from '@/lib/structured-data';

/** The page's JSON-LD, rendered on the server into the static HTML. */
export function StructuredData({ path }: { path: RoutePath }) {
  return (
    <script
      type="application/ld+json"
      // The content is our own data, serialised with '<' escaped (lib/structured-data.ts).
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(structuredData(path)) }}
    />
  );
}
