import { Finder } from '@/components/finder/finder';
import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { finderEntries } from '@/lib/finder-entries';
import { pageMetadata } from '@/lib/seo';
import { cardOf } from '@/lib/tools/finder';

export const metadata = pageMetadata('/buscar-convertidor');

export default function Page() {
  const entries = finderEntries();
  return (
    <article>
      <StructuredData path="/buscar-convertidor" />
      <PageHeader
        heading="Buscar convertidor o calculadora"
        intro="Escribe lo que quieres convertir o calcular: una unidad, una medida o una palabra clave. No hace falta escribir tildes ni mayúsculas."
      />
      <Finder cards={entries.map(cardOf)} />
    </article>
  );
}
