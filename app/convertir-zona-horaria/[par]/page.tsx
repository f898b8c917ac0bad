import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TimeZonePairPage } from '@/components/time-zones/time-zone-pair-page';
import { timeZonePairMetadata } from '@/lib/seo';
import { timeZonePairAt, timeZonePairParams } from '@/lib/tools/time-zone-pairs';

// D26, D30: every pair of places is prerendered from the one list (lib/content/time-zone-pairs.ts); others are 404.
export const dynamicParams = false;

type Params = { par: string };

export const generateStaticParams = timeZonePairParams;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const pair = timeZonePairAt((await params).par);
  return pair ? timeZonePairMetadata(pair) : {};
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const pair = timeZonePairAt((await params).par);
  if (!pair) notFound();
  return <TimeZonePairPage pair={pair} />;
}
