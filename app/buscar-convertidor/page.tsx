import { Finder } from '@/components/finder/finder';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { pageMetadata } from '@/lib/seo';
import { listedRoutes } from '@/lib/site';
import { finderEntry } from '@/lib/tools/finder';
import { families } from '@/lib/units';
import { familyNames } from '@/lib/units/catalogue';

export const metadata = pageMetadata('/buscar-convertidor');

export default function Page() {
  const entries = listedRoutes()
    .filter((route) => route.kind !== 'home')
    .map((route) => {
      const family = route.family ? families[route.family] : undefined;
      return finderEntry(route, family ? familyNames(family) : []);
    });
  return (
    <article className="page">
      <StructuredData path="/buscar-convertidor" />
      <PageHeader
        heading="Buscar convertidor o calculadora"
        intro="Escribe lo que quieres convertir o calcular: una unidad, una medida o una palabra clave. No hace falta escribir tildes ni mayúsculas."
      />
      <Finder entries={entries} />
    </article>
  );
}
