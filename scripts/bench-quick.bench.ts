/**
 * npm run bench:quick — how long the quick conversion takes to read a question (issue 21: a median under 1 ms and
 * the slowest under 5 ms on this machine). Every question of the test tables (the hand-written ones and the generated
 * one) is parsed many times after a warm-up; the script prints the median, the 95th percentile and the slowest
 * question's median. A measurement, not a test: it asserts nothing and never
 * runs in `npm test` (jest runs it only to reuse its TypeScript transform and the '@/' paths).
 */
import { generatedRows } from '@/__tests__/support/generated-questions';
import { HOSTILE_ROWS, allQueries } from '@/__tests__/support/quick-queries';
import { COOKING_CASES, HARD_CASES, NUMBER_SYSTEM_CASES, PLAIN_REFUSALS } from '@/__tests__/support/ways-of-asking';
import { parseQuery } from '@/lib/quick/parse-query';
import { timeZoneQuestion } from '@/lib/quick/time-zone-question';
import { buildUnitIndex } from '@/lib/quick/unit-index';
import { convertCase } from '@/lib/tools/text-case';

const ROUNDS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

it('measures', () => {
  const index = buildUnitIndex();
  const queries = [
    ...allQueries(),
    ...generatedRows().map((row) => row.query),
    ...[...HARD_CASES, ...COOKING_CASES, ...NUMBER_SYSTEM_CASES, ...PLAIN_REFUSALS].map((row) => row[0]),
  ];
  for (const query of queries) parseQuery(query, index); // warm-up: the JIT, the index's first lookups
  const perQuery = queries.map((query) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const start = performance.now();
      parseQuery(query, index);
      times.push(performance.now() - start);
    }
    return { query, time: median(times) };
  });
  const times = perQuery.map((entry) => entry.time).sort((a, b) => a - b);
  const slowest = perQuery.reduce((a, b) => (b.time > a.time ? b : a));
  const ms = (value: number) => `${value.toFixed(4)} ms`;
  process.stdout.write(
    `Conversión rápida: ${queries.length} preguntas × ${ROUNDS} rondas\n` +
      `  mediana ${ms(median(times))}, percentil 95 ${ms(times[Math.floor(times.length * 0.95)] ?? 0)}\n` +
      `  la más lenta: ${ms(slowest.time)} («${slowest.query.slice(0, 40)}${slowest.query.length > 40 ? '…' : ''}»)\n` +
      `  presupuesto: mediana por debajo de 1 ms, la más lenta por debajo de 5 ms\n`,
  );
});

/** The slowest of `runs` timings of `work`, in ms. */
function slowest(work: () => unknown, runs = 5): number {
  let worst = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    worst = Math.max(worst, performance.now() - start);
  }
  return worst;
}

// The inputs jest used to time (issue 35 moved the timing here: a timed assertion fails under load).
it('measures the hostile and the long inputs', () => {
  const index = buildUnitIndex();
  const hostile = Math.max(...HOSTILE_ROWS.map(([, input]) => slowest(() => parseQuery(input, index))));
  const long = slowest(() => parseQuery(`5 pies a metros ${'x'.repeat(10_000)}`, index));
  const zone = slowest(() => timeZoneQuestion(`15:00 de Madrid ${'a '.repeat(5000)}Lima`));
  const sample = 'El pingüino de Ñuñoa comió 3 piñas y un árbol 😀. ';
  const text = sample.repeat(Math.ceil(100_000 / sample.length)).slice(0, 100_000);
  const cases = slowest(() => convertCase(text, 'upper'));
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  process.stdout.write(
    `  ${HOSTILE_ROWS.length} entradas hostiles: la más lenta ${ms(hostile)} (presupuesto 50 ms)
` +
      `  pregunta de 10 000 caracteres: ${ms(long)} (presupuesto 50 ms)
` +
      `  texto largo sin hora: ${ms(zone)} (presupuesto 5 ms)
` +
      `  100 000 caracteres a mayúsculas: ${ms(cases)}
`,
  );
});
