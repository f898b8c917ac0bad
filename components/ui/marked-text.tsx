import { AS_WRITTEN, NUMERIC } from './numeric';

/**
 * Names that hold a point that is no decimal separator ('31x10.50R15', a flotation tyre size; 'PWG 5101.1', a
 * standard's number): the visitor's separator must leave them as written (D31).
 */
const AS_WRITTEN_NAMES = /\b\d{2}x\d{1,2}\.\d{2}R\d{2}\b|\bPWG 5101\.1\b/g;

/**
 * A text with decimals (D31) that may also hold such a name: the decimals take the visitor's separator, the names stay
 * as written. Each part carries its own mark, on the element that holds its text (React 19 checks the direct parent).
 */
export function MarkedText({ text }: { text: string }) {
  const names = [...text.matchAll(AS_WRITTEN_NAMES)];
  if (names.length === 0) return <span {...NUMERIC}>{text}</span>;
  const parts: { text: string; asWritten: boolean }[] = [];
  let at = 0;
  for (const name of names) {
    const start = name.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start), asWritten: false });
    parts.push({ text: name[0], asWritten: true });
    at = start + name[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), asWritten: false });
  return (
    <>
      {parts.map((part, position) =>
        part.asWritten ? (
          <span key={position} {...AS_WRITTEN}>
            {part.text}
          </span>
        ) : (
          <span key={position} {...NUMERIC}>
            {part.text}
          </span>
        ),
      )}
    </>
  );
}
