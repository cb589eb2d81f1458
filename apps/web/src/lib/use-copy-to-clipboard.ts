import { COPY_CONFIRMATION_MS } from '@app/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Writes text to the clipboard, through the old selection API where the async one is missing. */
const writeClipboard = async (text: string) => {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'fixed -left-[9999px]';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
};

/** `copy(text)`, and `copied` true for COPY_CONFIRMATION_MS (5 s) after a successful copy. */
export const useCopyToClipboard = (durationMs = COPY_CONFIRMATION_MS) => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await writeClipboard(text);
      } catch {
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
      return true;
    },
    [durationMs],
  );
  return { copied, copy };
};
