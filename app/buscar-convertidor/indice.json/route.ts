import { finderEntries } from '@/lib/finder-entries';
import { finderIndex } from '@/lib/tools/finder';

// Issue 36: the finder's searchable text, written once at build time; the finder fetches it on first use.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(finderIndex(finderEntries()));
}
