import { FormulaCards } from '@/components/formula-cards';
import header from '@/components/page-header.module.css';
import { OtherConversions, PairQuestions } from '@/components/pair-blocks';
import styles from '@/components/pair-page.module.css';
import { StructuredData } from '@/components/structured-data';
import prose from '@/components/text-sections.module.css';
import { ZONE_CITIES } from '@/lib/content/cities';
import { routeFor } from '@/lib/routes';
import { pairStructuredData } from '@/lib/structured-data';
import { bracketed } from '@/lib/text';
import {
  TIME_ZONE_PAIR_PAGES,
  differenceSentence,
  reverseTimeZonePair,
  timeZonePairTitle,
  zoneCard,
  type TimeZonePair,
} from '@/lib/tools/time-zone-pairs';
import { TIME_ZONE_PATH, differencePeriods } from '@/lib/tools/time-zones';
import { TimeZoneConverter } from './time-zone-converter';
import { ZonePairTable } from './zone-pair-table';

/**
 * D26, D30: the page of one pair of places. Server component: the offsets, the days the clocks change and the
 * difference through the year are read through Intl at build time, for the year of the build, which the page names;
 * the converter and the table of today's hours run in the browser (D19).
 */
export function TimeZonePairPage({ pair }: { pair: TimeZonePair }) {
  const { spec, from, to } = pair;
  const year = new Date().getUTCFullYear();
  const periods = differencePeriods(from.timeZone, to.timeZone, year) ?? [];
  const reverse = reverseTimeZonePair(pair);
  const others = TIME_ZONE_PAIR_PAGES.filter((other) => other !== pair && other !== reverse);
  const route = routeFor(TIME_ZONE_PATH);

  return (
    <article>
      <StructuredData
        data={pairStructuredData({
          path: pair.path,
          name: pair.name,
          title: timeZonePairTitle(pair),
          description: spec.intro,
          familyRoute: route,
        })}
      />
      <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
        <a href="/">Inicio</a> › <a href={TIME_ZONE_PATH}>{route.label}</a> ›{' '}
        <span aria-current="page">{pair.name}</span>
      </nav>
      <header className={header.header}>
        <h1>{pair.name}</h1>
        <p className={styles.answer}>
          <strong>{differenceSentence(pair, periods, year)}</strong>
        </p>
        <p className={header.intro}>{spec.intro}</p>
      </header>

      <TimeZoneConverter cities={ZONE_CITIES} preset={{ from: from.id, to: to.id }} />

      <section className={styles.table} aria-labelledby="horas-titulo">
        <h2 id="horas-titulo">
          Hora de {from.name} y de {to.name}, hora por hora
        </h2>
        <div className={styles.tableScroll}>
          <ZonePairTable from={from} to={to} />
        </div>
      </section>

      <FormulaCards cards={[zoneCard(from, year), zoneCard(to, year)]} />

      <section className={prose.prose} aria-labelledby="texto-titulo">
        <h2 id="texto-titulo">Sobre esta conversión ({bracketed(spec.countries)})</h2>
        {spec.text.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </section>

      <PairQuestions questions={spec.questions} />

      <OtherConversions
        reverse={reverse}
        others={others}
        all={{ path: TIME_ZONE_PATH, title: route.title, what: 'todas las ciudades' }}
      />
    </article>
  );
}
