/**
 * D27, issue 21: the ways people ask for a conversion, read into candidate pairs of sides (the quantity, the unit it
 * is wanted in). Not a grammar: each way of asking is a pattern that proposes a split, and the parser keeps the first
 * split whose two sides name units. The hand-written and generated questions that check them are in
 * __tests__/support/ways-of-asking.ts.
 */

/** [the quantity as typed, the unit it is wanted in] */
export type Sides = readonly [source: string, target: string];

const HOW_MANY = String.raw`cu[aá]nt[oa]s?`;
/** The verbs that close or link a question: 'son', 'hay', 'equivale a', 'pesa'. */
const VERB = String.raw`(?:son|es|hay(?:\s+en)?|tiene|tienen|equivalen?(?:\s+a)?|serian|serían|ser[aá]n|hacen|hace|dan|da|caben(?:\s+en)?|entran(?:\s+en)?|mide|miden|pesa|pesan|vale|valen)`;

/** '¿cuántos gramos son 3 onzas?', 'cuántos metros hay en 5 pies', 'qué hora… ': the target first. */
const TARGET_FIRST = new RegExp(String.raw`^(?:a\s+)?(?:${HOW_MANY}|qu[eé])\s+(.+?)\s+(?:${VERB}|en)\s+(.+)$`, 'i');
/** '1 galón cuántos litros (son)', '5 pies son cuántos metros', '3 oz equivale a cuántos gramos'. */
const SOURCE_FIRST = new RegExp(
  String.raw`^(.+?)\s+(?:(?:${VERB}|en|a)\s+)?(?:${HOW_MANY}|qu[eé])\s+(.+?)(?:\s+${VERB})?$`,
  'i',
);
/** What comes before the quantity and says nothing of it: 'por favor', 'cuánto es', 'convertir', 'equivalencia de'. */
const LEAD = new RegExp(
  [
    String.raw`^(?:oye|hola|dime|por\s+favor|me\s+puedes\s+decir|puedes\s+decirme|quiero\s+saber|necesito\s+saber|sabes)\s+`,
    String.raw`^(?:a\s+)?(?:cu[aá]nto|qu[eé])\s+(?:${VERB}|en)\s+`,
    String.raw`^(?:cu[aá]l\s+es\s+)?(?:la\s+)?(?:equivalencia|conversi[oó]n)\s+(?:de\s+|del\s+|entre\s+)?`,
    String.raw`^(?:convertir|convierte|conviertes|pasar|pasa|p[aá]same|cambiar|cambia|transformar|transforma|calcular|calcula|traducir)\s+(?:de\s+)?`,
    String.raw`^de\s+`,
  ].join('|'),
  'i',
);
/** Where the quantity ends and the target begins. */
const CONNECTOR =
  /\s*(?:->|→|=>|=|⇒)\s*|\s+(?:a|en|al|to|in|into|para|equivalen?\s+a|es\s+igual\s+a|son\s+iguales\s+a|cu[aá]nto\s+es\s+en)(?=\s)/gi;
/** What may close a target: 'cuántos litros son', 'a cuántos equivale', 'en metros por favor'. */
const TARGET_TAIL = new RegExp(String.raw`\s+(?:${VERB}|por\s+favor|gracias|aprox(?:imadamente)?)$`, 'i');
const TARGET_HEAD = new RegExp(String.raw`^(?:${HOW_MANY}|qu[eé]|los|las|el|la)\s+`, 'i');

const STARTS_WITH_NUMBER = /^[+\-\u2212]?(?:\d|[½¼¾⅓⅔⅛⅜⅝⅞])/;
const ENDS_WITH_NUMBER = /\s+([+\-\u2212]?\d[\d.,]*)$/;

function stripLead(text: string): string {
  let body = text;
  for (let step = 0; step < 4; step += 1) {
    const next = body.replace(LEAD, '');
    if (next === body) break;
    body = next;
  }
  return body;
}

const cleanTarget = (target: string) => target.replace(TARGET_TAIL, '').replace(TARGET_HEAD, '').trim();

/**
 * The sides in the order the parser reads them: 'metros en 5 pies' asks for metres of five feet, and 'de pies a
 * metros 5' writes its number last.
 */
function ordered(source: string, target: string): Sides {
  const from = stripLead(source.trim());
  const to = cleanTarget(target);
  if (!STARTS_WITH_NUMBER.test(from) && STARTS_WITH_NUMBER.test(to)) return [to, from];
  const last = ENDS_WITH_NUMBER.exec(to);
  if (!STARTS_WITH_NUMBER.test(from) && last) return [`${last[1]} ${from}`, to.slice(0, last.index)];
  return [from, to];
}

/** Every split of the question the ways of asking propose, the most specific first. */
export function questionSides(text: string): Sides[] {
  const sides: Sides[] = [];
  const targetFirst = TARGET_FIRST.exec(text);
  if (targetFirst) sides.push(ordered(targetFirst[2] ?? '', targetFirst[1] ?? ''));
  const sourceFirst = SOURCE_FIRST.exec(text);
  if (sourceFirst) sides.push(ordered(sourceFirst[1] ?? '', sourceFirst[2] ?? ''));
  const body = stripLead(text);
  for (const connector of body.matchAll(CONNECTOR)) {
    sides.push(ordered(body.slice(0, connector.index), body.slice(connector.index + connector[0].length)));
  }
  // "5'9", '1 h 30 min': a quantity alone, answered in the unit its pair pages give it (PairSpec.mixed).
  if (sides.length === 0) sides.push([body, '']);
  return sides;
}
