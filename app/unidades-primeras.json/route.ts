import { quickFirstNames } from '@/lib/quick/unit-index';

// Issue 36: the names the quick conversion's first answer reads (the everyday families, and a filter of the later
// keys), written once at build time; the box fetches it on first use, and /unidades.json only where it must.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(quickFirstNames());
}
