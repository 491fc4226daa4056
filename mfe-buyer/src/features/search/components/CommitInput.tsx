import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from '../../../shared/components/fields';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue'> & {
  value: string | undefined;
  /** called with the typed text after a pause, on blur or on Enter */
  onCommit: (value: string) => void;
  /** text that may be committed (others wait for more typing); default: anything */
  canCommit?: (value: string) => boolean;
  /** cleans each keystroke (e.g. digits only) */
  sanitize?: (value: string) => string;
  delayMs?: number;
};

/**
 * A text box bound to a URL filter: typing does not write the URL on every key (one history entry
 * per finished value), and the box follows the URL when it changes from elsewhere (back, Clear All).
 */
export function CommitInput({ value, onCommit, canCommit = () => true, sanitize, delayMs = 700, ...rest }: Props) {
  const external = value ?? '';
  const [draft, setDraft] = useState(external);
  const committed = useRef(external);

  useEffect(() => {
    if (external !== committed.current) {
      committed.current = external;
      setDraft(external);
    }
  }, [external]);

  const commit = (text: string) => {
    const v = text.trim();
    if (v === committed.current.trim() || !canCommit(v)) return;
    committed.current = v;
    onCommit(v);
  };
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (draft.trim() === committed.current.trim()) return;
    const timer = setTimeout(() => commitRef.current(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return (
    <Input
      {...rest}
      value={draft}
      onChange={(e) => setDraft(sanitize ? sanitize(e.target.value) : e.target.value)}
      onBlur={(e) => {
        commit(draft);
        rest.onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit(draft);
        }
        rest.onKeyDown?.(e);
      }}
    />
  );
}

export const digitsOnly = (v: string) => v.replace(/[^\d]/g, '');
export const isZipOrEmpty = (v: string) => v === '' || /^\d{5}$/.test(v);
