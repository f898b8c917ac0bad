import { quickNames } from '@/lib/quick/unit-index';

// D27: every unit name the quick conversion reads, written once at build time; the box fetches it on first use.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(quickNames());
}
