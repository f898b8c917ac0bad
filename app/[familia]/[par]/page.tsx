import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PairPage } from '@/components/pair-page';
import { pairAt, pairParams } from '@/lib/pairs';
import { pairMetadata } from '@/lib/seo';

// D26: every pair page is prerendered from the one list (lib/content/pairs/); any other address is the 404.
export const dynamicParams = false;

type Params = { familia: string; par: string };

export const generateStaticParams = pairParams;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { familia, par } = await params;
  const pair = pairAt(familia, par);
  return pair ? pairMetadata(pair) : {};
}

export default async function Page({ params }: { params: Promise<Params> }) {
  const { familia, par } = await params;
  const pair = pairAt(familia, par);
  if (!pair) notFound();
  return <PairPage pair={pair} />;
}
