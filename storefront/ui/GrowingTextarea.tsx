import type { TextareaHTMLAttributes } from 'react';
import { DEFAULT_MAX_ROWS, textAreaRows } from '../../rules/textArea';

interface GrowingTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'onChange' | 'value'> {
  value: string;
  onChange: (value: string) => void;
  /** Row limit: the area grows one row per line up to it (default 8), then scrolls. */
  maxRows?: number;
  minRows?: number;
}

/** A text area that grows with its lines up to its row limit (SPEC.md section 5). */
export function GrowingTextarea({ value, onChange, maxRows = DEFAULT_MAX_ROWS, minRows = 2, ...rest }: GrowingTextareaProps) {
  return <textarea {...rest} value={value} rows={textAreaRows(value, maxRows, minRows)} data-max-rows={maxRows} onChange={(e) => onChange(e.target.value)} />;
}
