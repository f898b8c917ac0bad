import { unitIndexData } from '@/lib/quick/unit-index';

// D27: the quick conversion's units, written once at build time; the box fetches it on first use.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(unitIndexData());
}
