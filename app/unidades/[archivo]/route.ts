import { QUICK_FAMILIES, quickFamily } from '@/lib/quick/unit-index';

// D27: one family's engine for the quick conversion (/unidades/longitud.json), written at build time and fetched the
// first time a question names two of its units. Any other name is the site's 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return QUICK_FAMILIES.map((key) => ({ archivo: `${key}.json` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/unidades/[archivo]'>) {
  const { archivo } = await params;
  return Response.json(quickFamily(archivo.replace(/\.json$/, '')));
}
