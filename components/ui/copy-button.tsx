'use client';
import { useEffect, useRef, useState } from 'react';
import { currentSeparator, withSeparator } from '@/lib/preferences/decimal';

type CopyStatus = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 2000;

/**
 * Copies a text; 'Copiado' for 2 s after success (spec 001 §9), announced politely. A text of `numbers` is copied
 * with the decimal separator the page shows (D31), so that a spreadsheet in Spanish reads '2,54' as a number.
 */
export function CopyButton({
  text,
  label = 'Copiar',
  className,
  numbers = false,
  onCopied,
}: {
  text: string;
  label?: string;
  className?: string;
  numbers?: boolean;
  /** Called once the text is on the clipboard. */
  onCopied?: () => void;
}) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(numbers ? withSeparator(text, currentSeparator()) : text);
      setStatus('copied');
      onCopied?.();
    } catch (error) {
      console.error('Error al copiar:', error);
      setStatus('failed');
    }
    timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  };

  const shown = status === 'copied' ? 'Copiado' : status === 'failed' ? 'No se pudo copiar' : label;
  return (
    <button type="button" className={className ?? 'button button--small'} onClick={copy} aria-live="polite">
      {shown}
    </button>
  );
}
