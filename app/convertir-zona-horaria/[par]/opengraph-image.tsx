import { OG_SIZE, ogTimeZonePairImage } from '@/components/og-image';
import { timeZonePairAt, timeZonePairParams } from '@/lib/tools/time-zone-pairs';

// D26: each pair of places has its own image, prerendered with the pages.
export const alt = 'La diferencia horaria entre dos ciudades en Conviértelo';
export const size = OG_SIZE;
export const contentType = 'image/png';

type Params = { par: string };

export const generateStaticParams = timeZonePairParams;

export default async function Image({ params }: { params: Promise<Params> }) {
  const { par } = await params;
  const pair = timeZonePairAt(par);
  if (!pair) throw new Error(`No hay par en /convertir-zona-horaria/${par}`);
  return ogTimeZonePairImage(pair);
}
