import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import formulas from '@/components/formula-cards.module.css';
import header from '@/components/page-header.module.css';
import { OtherConversions, PairQuestions, PairTable } from '@/components/pair-blocks';
import styles from '@/components/pair-page.module.css';
import { StructuredData } from '@/components/structured-data';
import prose from '@/components/text-sections.module.css';
import { MarkedText } from '@/components/ui/marked-text';
import { NUMERIC } from '@/components/ui/numeric';
import { routeFor, type RoutePath } from '@/lib/routes';
import { toolPairMetadata } from '@/lib/seo';
import { pairStructuredData } from '@/lib/structured-data';
import { reverseToolPair, type ToolPair } from '@/lib/tools/tool-pairs';

interface ToolPairPageProps {
  pair: ToolPair;
  /** Every question page of the same calculator, for the links at the foot. */
  pairs: readonly ToolPair[];
  /** The calculator, opened on the question's units. */
  children: ReactNode;
}

/**
 * Issue 34, D26: the page of one everyday question of a calculator ('min/km a km/h'): its answer, the calculator
 * itself, a table and a formula computed by the calculator's functions, its own text and questions, and the links to
 * the calculator's other questions. Server HTML; the calculator hydrates as on its own page.
 */
export function ToolPairPage({ pair, pairs, children }: ToolPairPageProps) {
  const { spec } = pair;
  const route = routeFor(pair.toolPath as RoutePath);
  const reverse = reverseToolPair(pair, pairs);
  const others = pairs.filter((other) => other !== pair && other !== reverse);
  return (
    <article>
      <StructuredData
        data={pairStructuredData({
          path: pair.path,
          name: spec.name,
          title: spec.title,
          description: spec.description,
          familyRoute: route,
        })}
      />
      <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
        <a href="/">Inicio</a> › <a href={route.path}>{route.label}</a> ›{' '}
        <span aria-current="page">
          <MarkedText text={spec.name} />
        </span>
      </nav>
      <header className={header.header}>
        <h1>
          <MarkedText text={spec.heading} />
        </h1>
        <p className={styles.answer}>
          <strong>
            <MarkedText text={pair.answer} />
          </strong>
        </p>
        <p className={header.intro}>
          <MarkedText text={spec.intro} />
        </p>
      </header>

      {children}

      <PairTable
        title={spec.tableTitle}
        columns={pair.columns}
        rows={pair.rows.map(([source, result]) => ({ source, result }))}
      />

      {pair.formula && (
        <section className={styles.formula} aria-labelledby="formula-titulo">
          <h2 id="formula-titulo">Fórmula</h2>
          <p className={formulas.formula} {...NUMERIC}>
            {pair.formula}
          </p>
        </section>
      )}

      <section className={`${prose.prose} later`} aria-labelledby="texto-titulo">
        <h2 id="texto-titulo">Sobre esta conversión</h2>
        {spec.text.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>
            <MarkedText text={paragraph} />
          </p>
        ))}
      </section>

      <PairQuestions questions={spec.questions} />

      <OtherConversions
        reverse={reverse && { path: reverse.path, name: reverse.spec.name }}
        others={others.map((other) => ({ path: other.path, name: other.spec.name }))}
        all={{ path: route.path, title: route.title, what: 'la calculadora completa' }}
      />
    </article>
  );
}

/**
 * What a calculator's app/<route>/[par]/page.tsx exports, from its question pages and the calculator each opens on:
 * every page prerendered (any other address is the 404), with its own metadata.
 */
export function toolPairRoute(pairs: readonly ToolPair[], calculator: (pair: ToolPair) => ReactNode) {
  const at = (slug: string) => pairs.find((pair) => pair.spec.slug === slug);
  return {
    generateStaticParams: () => pairs.map((pair) => ({ par: pair.spec.slug })),
    async generateMetadata({ params }: { params: Promise<{ par: string }> }) {
      const pair = at((await params).par);
      return pair ? toolPairMetadata(pair) : {};
    },
    async Page({ params }: { params: Promise<{ par: string }> }) {
      const pair = at((await params).par);
      if (!pair) notFound();
      return (
        <ToolPairPage pair={pair} pairs={pairs}>
          {calculator(pair)}
        </ToolPairPage>
      );
    },
  };
}

/** The links from a calculator's own page to its question pages ('Conversiones frecuentes'). */
export function ToolPairLinks({ pairs }: { pairs: readonly ToolPair[] }) {
  if (pairs.length === 0) return null;
  return (
    <nav className={styles.links} aria-labelledby="frecuentes-titulo">
      <h2 id="frecuentes-titulo">Conversiones frecuentes</h2>
      <ul>
        {pairs.map((pair) => (
          <li key={pair.path}>
            <a href={pair.path}>
              <MarkedText text={pair.spec.name} />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
