import { notFound } from 'next/navigation';
import type { FamilyModule } from '@/lib/families/define';
import { familyPairAt, pairParamsOf } from '@/lib/pairs';
import { pairMetadata } from '@/lib/seo';
import { PairPage, type PairConverter } from './pair-page';

/**
 * Issue 36: the route of the pair pages of a family whose converter has parts of its own (hasOwnPairRoute): the same
 * pages app/[familia]/[par]/ would draw, with the converter the family's route imports, so no other pair page
 * carries its code. Every pair is prerendered from the one list (D26); any other address is the 404.
 */
export function familyPairRoute(module: FamilyModule, converter: PairConverter) {
  const at = (slug: string) => familyPairAt(module, slug);
  return {
    generateStaticParams: () => pairParamsOf(module),
    async generateMetadata({ params }: { params: Promise<{ par: string }> }) {
      const pair = at((await params).par);
      return pair ? pairMetadata(pair) : {};
    },
    async Page({ params }: { params: Promise<{ par: string }> }) {
      const pair = at((await params).par);
      if (!pair) notFound();
      return <PairPage pair={pair} converter={converter} />;
    },
  };
}
