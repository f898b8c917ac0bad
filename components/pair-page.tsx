import type { ComponentType } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import { converterWording } from '@/lib/content/wording';
import { answerQualifier, pairNames, pairView } from '@/lib/pair-view';
import { ambiguityPath, allPairsOf, hasOwnPairRoute, reverseOf, type Pair } from '@/lib/pairs';
import { pairTitle } from '@/lib/seo';
import { pairStructuredData } from '@/lib/structured-data';
import { converterFamily } from '@/lib/units/converter-family';
import { mixesOf } from '@/lib/units/mixed';
import type { ConverterProps } from './converter/converter';
import { ConverterOnFirstUse } from './converter/on-first-use';
import formulas from './formula-cards.module.css';
import header from './page-header.module.css';
import { OtherConversions, PairQuestions, PairTable } from './pair-blocks';
import styles from './pair-page.module.css';
import { FavouriteButton } from './recents/favourite-button';
import { StructuredData } from './structured-data';
import prose from './text-sections.module.css';

/** A pair page's converter: the site's one, or a family's own (hasOwnPairRoute), which may open at a resolution. */
export type PairConverter = ComponentType<Omit<ConverterProps, 'pieces' | 'resolution'> & { ppp?: number }>;

/**
 * D26: the page of one conversion. Server component: the answer, table, formulas and text are static HTML
 * computed by the engine at build time; only the converter (the family page's own component) runs in the browser.
 */
export function PairPage({ pair, converter: OwnConverter }: { pair: Pair; converter?: PairConverter }) {
  // Issue 36: a family whose pairs need parts of their own is served by its own route, which passes its converter.
  if (hasOwnPairRoute(pair.module) !== (OwnConverter !== undefined)) {
    throw new Error(`${pair.path}: este par se sirve desde la ruta de su familia, con su propio conversor`);
  }
  const ChosenConverter: PairConverter = OwnConverter ?? ConverterOnFirstUse;
  const { spec, family, familyRoute } = pair;
  const view = pairView(pair);
  const content = pair.module.words;
  const reverse = reverseOf(pair);
  const others = allPairsOf(pair.module).filter((other) => other !== pair && other !== reverse);
  // The converter opens on this pair and on the answer's value; its address state works as on the family page.
  const opened = {
    ...converterFamily(family),
    defaults: [spec.from, spec.to] as const,
    defaultValue: String(spec.answerValue ?? 1),
  };

  return (
    <article>
      <StructuredData
        data={pairStructuredData({
          path: pair.path,
          name: view.name,
          title: pairTitle(view),
          description: `${view.answer.words}. ${spec.definition}`,
          familyRoute,
        })}
      />
      <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
        <a href="/">Inicio</a> › <a href={familyRoute.path}>{familyRoute.label}</a> ›{' '}
        <span aria-current="page">{view.name}</span>
      </nav>
      <header className={header.header}>
        <h1>{view.heading}</h1>
        <p className={styles.answer}>
          <strong {...NUMERIC}>{view.answer.words}</strong> {answerQualifier(view.answer)}
        </p>
        {view.mixedAnswer && (
          <p className={`${styles.answer} ${styles.mixed}`} {...NUMERIC}>
            {view.mixedAnswer}
          </p>
        )}
        <p className={header.intro} {...NUMERIC}>
          {spec.definition}
        </p>
        <FavouriteButton path={pair.path} label={view.name} />
      </header>

      {/* D30: the pixel pairs keep the resolution and font fields, opened at the pair's resolution. */}
      <ChosenConverter
        family={opened}
        wording={converterWording(content ?? {})}
        ingredients={
          pair.module.ingredients && {
            ...pair.module.ingredients,
            initial: pair.ingredient?.key ?? pair.module.ingredients.initial,
          }
        }
        mixes={mixesOf(pair.module.pairs)}
        pagePath={familyRoute.path}
        {...(pair.ppp !== undefined && { ppp: pair.ppp })}
      />

      {pair.ingredient && (
        <aside className="note" aria-label="De dónde sale la cifra">
          <h2>De dónde sale la cifra</h2>
          <p {...NUMERIC}>
            Resultado aproximado: depende de cómo se llene la taza o la cuchara. Fuente: {pair.ingredient.source}.
          </p>
        </aside>
      )}

      {spec.ambiguity && (
        <aside className="note" aria-label="Qué unidad usa esta página">
          <h2>Qué unidad usa esta página</h2>
          <p {...NUMERIC}>
            {spec.ambiguity.text} <a href={ambiguityPath(pair)}>{spec.ambiguity.label}</a>
          </p>
        </aside>
      )}

      <PairTable title={spec.tableTitle} columns={view.columns} rows={view.rows} />

      <section className={styles.formula} aria-labelledby="formula-titulo">
        <h2 id="formula-titulo">Fórmula</h2>
        <p className={formulas.formula} {...NUMERIC}>
          {view.formula}
        </p>
        <p>
          Ejemplo: <strong {...NUMERIC}>{view.example}</strong>
        </p>
        <p>
          Al revés, de {view.columns[1].toLowerCase()} a {view.columns[0].toLowerCase()}:{' '}
          <span className={formulas.formula} {...NUMERIC}>
            {view.reverseFormula}
          </span>
        </p>
      </section>

      <section className={`${prose.prose} later`} aria-labelledby="texto-titulo">
        <h2 id="texto-titulo">Sobre esta conversión</h2>
        <p {...NUMERIC}>{spec.text}</p>
      </section>

      <PairQuestions questions={spec.questions} />

      <OtherConversions
        reverse={reverse && { path: reverse.path, name: pairNames(reverse).name }}
        others={others.map((other) => ({ path: other.path, name: pairNames(other).name }))}
        all={{ path: familyRoute.path, title: familyRoute.title, what: 'todas las unidades' }}
      />
    </article>
  );
}
