import { CopyButton } from '@/components/ui/copy-button';

/** The result line with its copy button, inside a polite live region that stays mounted (D10). */
export function ResultBox({ line, copyText, note }: { line: string; copyText: string; note?: string }) {
  return (
    <div className="result" aria-live="polite" aria-atomic="true">
      {line && (
        <div className="result__box">
          <output className="result__line">{line}</output>
          <CopyButton text={copyText} label="Copiar resultado" />
        </div>
      )}
      {note && <p className="result__note">{note}</p>}
    </div>
  );
}
