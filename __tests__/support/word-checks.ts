/**
 * D33, issue 32: what a Spanish editor catches in the words around the numbers, as rules over a built page's text:
 * a parenthesis inside a parenthesis, two colons in one label, 'exacto' in the same statement as '≈' or
 * 'aproximado', an 'exacto' that does not agree with the figure's noun, and prose figures with more significant
 * digits than prose may carry (10; results, tables and formulas keep D8's). Pure: text in, findings out. Run over
 * the built site by `npm run check:words` (scripts/check-words.words.ts) and tested on pages made to fail
 * (__tests__/word-checks.test.ts).
 */
import { nounGender } from '@/lib/units/grammar';

export interface Finding {
  rule: 'nested-parentheses' | 'two-colons' | 'exact-and-approximate' | 'agreement' | 'prose-digits';
  text: string;
}

/** The texts of a page an editor reads, by kind: labels are short names, prose the explanatory paragraphs. */
export interface PageTexts {
  /** Title, headings, links, table heads, option and button labels, the meta description. */
  labels: readonly string[];
  /** Every paragraph and list item, results included. */
  statements: readonly string[];
  /** The explanatory paragraphs only (sections of text, questions and answers). */
  prose: readonly string[];
}

const PROSE_DIGITS = 10;

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1] ?? ''));

/** A built page's texts, from its HTML (scripts and styles left out). */
export function pageTexts(html: string): PageTexts {
  const body = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const description = /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
  const labels = [
    ...all(body, /<title>([\s\S]*?)<\/title>/g),
    ...all(body, /<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g),
    ...all(body, /<a\b[^>]*>([\s\S]*?)<\/a>/g),
    ...all(body, /<th\b[^>]*>([\s\S]*?)<\/th>/g),
    ...all(body, /<option\b[^>]*>([\s\S]*?)<\/option>/g),
    ...all(body, /<label\b[^>]*>([\s\S]*?)<\/label>/g),
  ];
  // A formula's parentheses group terms ('(horma − 2/3) × 2.54'): formulas are mathematics, not statements.
  const statements = [
    ...all(body, /<p\b(?![^>]*class="[^"]*formula)[^>]*>([\s\S]*?)<\/p>/g),
    // A list item is a statement of its own when it holds no paragraph (a card's paragraphs are read above).
    ...all(body, /<li\b[^>]*>((?:(?!<p\b|<\/li>)[\s\S])*?)<\/li>/g),
  ];
  if (description) statements.push(decode(description));
  // The site's prose: the paragraphs of its text sections and questions (CSS Modules name the class 'prose').
  const prose = [
    ...body.matchAll(/<(?:section|div)\b[^>]*class="[^"]*prose[^"]*"[^>]*>([\s\S]*?)<\/(?:section|div)>/g),
  ].flatMap((match) => all(match[1] ?? '', /<p\b[^>]*>([\s\S]*?)<\/p>/g));
  return { labels, statements, prose };
}

/**
 * Whether a parenthesis of the prose opens inside another one: '(tazas (EE. UU.) a g)'. A function's parentheses
 * ('SENO(RADIANES(30))') and a formula's ('(1 − (1 + r)^−n)') are notation, not prose: a parenthesis counts when a
 * space or the start comes before it and a letter after it.
 */
export function nestedParentheses(text: string): boolean {
  const open: boolean[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '(') {
      const prose = (index === 0 || /\s/.test(text[index - 1] ?? '')) && /\p{L}/u.test(text[index + 1] ?? '');
      if (prose && open.includes(true)) return true;
      open.push(prose);
    } else if (character === ')') open.pop();
  }
  return false;
}

/** The statements of a text: its sentences (a period, colon or semicolon followed by a space ends one). */
const sentences = (text: string) => text.split(/(?<=\.)\s+(?=\p{Lu}|¿|¡)|;\s+/u);

const EXACT = /\bexact[oa]s?\b/i;
const APPROXIMATE = /≈|\baproximad[oa]s?\b/i;

/** A figure and its noun followed by 'exacto': '0.5 tazas exactas', '1 lux exacto'. */
const FIGURE_EXACT = /(?:^|[\s(=])(-?\d[\d\u202f]*(?:[.,]\d+)?)\s+(\p{L}+)(?:\s+[\p{L}()/²³·-]+)*?\s+(exact[oa]s?)\b/gu;

function agreementErrors(text: string): string[] {
  return [...text.matchAll(FIGURE_EXACT)].flatMap((match) => {
    const [, figure = '', noun = '', adjective = ''] = match;
    const gender = nounGender(noun);
    if (!gender) return [];
    const singular = figure.trim() === '1';
    const expected = `exact${gender === 'femenino' ? 'a' : 'o'}${singular ? '' : 's'}`;
    return adjective.toLowerCase() === expected ? [] : [match[0].trim()];
  });
}

/** Figures in prose with more than 10 significant digits: '1.3558179483314', '96 485.33212331'. */
function longFigures(text: string): string[] {
  return [...text.matchAll(/\d[\d\u202f ]*(?:\.\d+)?/g)]
    .map((match) => match[0].trim())
    .filter((figure) => {
      const digits = figure.replace(/[^\d]/g, '').replace(/^0+/, '');
      const significant = figure.includes('.') ? digits : digits.replace(/0+$/, '');
      // Group spaces join a figure's digits; a space between two figures ('1959 y 1960') does not.
      return /^\d{1,3}(?:[\u202f ]\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(figure) && significant.length > PROSE_DIGITS;
    });
}

export function checkPage(texts: PageTexts): Finding[] {
  const findings: Finding[] = [];
  for (const text of [...texts.labels, ...texts.statements]) {
    if (nestedParentheses(text)) findings.push({ rule: 'nested-parentheses', text });
  }
  for (const text of texts.labels) {
    // A colon that ends a phrase ('Convertir pendiente: …'), not one inside a ratio or a time ('1:n', '15:00').
    if ((text.match(/:(?=\s|$)/g) ?? []).length > 1) findings.push({ rule: 'two-colons', text });
  }
  for (const text of texts.statements) {
    for (const sentence of sentences(text)) {
      if (EXACT.test(sentence) && APPROXIMATE.test(sentence)) {
        findings.push({ rule: 'exact-and-approximate', text: sentence });
      }
    }
    for (const phrase of agreementErrors(text)) findings.push({ rule: 'agreement', text: phrase });
  }
  for (const text of texts.prose) {
    for (const figure of longFigures(text))
      findings.push({ rule: 'prose-digits', text: `${figure} en «${text.slice(0, 80)}…»` });
  }
  return findings;
}
