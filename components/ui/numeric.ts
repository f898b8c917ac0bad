/**
 * The mark of an element whose own text holds numbers written with the decimal point (D31, docs/decisions.md).
 *
 * The server writes one form, '2.54'. For a visitor who reads '2,54', the inline script in the document's head
 * rewrites the text of every marked element before the first paint, and again whenever the visitor switches.
 * React then hydrates a text it did not render: `suppressHydrationWarning` tells it to keep the DOM's text
 * (React 19 checks it on the text's direct parent, so the mark goes on the element that holds the text itself,
 * not on an ancestor). Spread it: `<td {...NUMERIC}>{value}</td>`.
 */
export const NUMERIC = { 'data-n': '', suppressHydrationWarning: true } as const;

/**
 * D31: a text whose decimal separators are the point of it ('3,14 → tres coma catorce · 3.05 → tres punto …'): the
 * visitor's separator leaves it as written, and the browser scan (e2e/tests/scan.spec.ts) knows it does on purpose.
 */
export const AS_WRITTEN = { 'data-as-written': '' } as const;
