import { familyByKey } from '@/lib/families';
import { QUICK_FAMILIES, quickFamily } from '@/lib/quick/unit-index';

// D27: one family's engine for the quick conversion (/unidades/longitud.json), written at build time and fetched the
// first time a question names two of its units. Any other name is the site's 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return QUICK_FAMILIES.map((module) => ({ archivo: `${module.key}.json` }));
}

export async function GET(_request: Request, { params }: RouteContext<'/unidades/[archivo]'>) {
  const { archivo } = await params;
  // The file's name is the one key that arrives as text; the module is looked up once, in the registry.
  return Response.json(quickFamily(familyByKey(archivo.replace(/\.json$/, ''))));
}
