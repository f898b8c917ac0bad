import { OG_SIZE, PAIR_IMAGE_ALT, ogPairImage } from '@/components/og-image';
import { pairAt, pairParams } from '@/lib/pairs';

// D26: each pair's image shows its own answer; prerendered with the pages.
export const alt = PAIR_IMAGE_ALT;
export const size = OG_SIZE;
export const contentType = 'image/png';

type Params = { familia: string; par: string };

export const generateStaticParams = pairParams;

export default async function Image({ params }: { params: Promise<Params> }) {
  const { familia, par } = await params;
  const pair = pairAt(familia, par);
  if (!pair) throw new Error(`No hay par en /${familia}/${par}`);
  return ogPairImage(pair);
}
