import { QUEUE_CHECK_FILTERS, QUEUE_CHECK_FILTER_LABELS, type QueueCheckFilter } from '@rl/contracts';
import { useId } from 'react';
import { centerRow } from '@rl/web-kit';
import styled from 'styled-components';

/** Filters the review queue by the automated checks' results (the server filters, so paging stays right). */
export function CheckFilter({ value, onChange, busy }: { value: QueueCheckFilter; onChange: (v: QueueCheckFilter) => void; busy: boolean }) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>Show</label>
      <select id={id} value={value} aria-busy={busy || undefined} onChange={(e) => onChange(e.target.value as QueueCheckFilter)}>
        {QUEUE_CHECK_FILTERS.map((f) => (
          <option key={f} value={f}>
            {QUEUE_CHECK_FILTER_LABELS[f]}
          </option>
        ))}
      </select>
    </Wrap>
  );
}

const Wrap = styled.div`
  ${centerRow}
  gap: 10px;
  margin-bottom: 16px;
  label { font-weight: 600; font-size: 0.9rem; }
  select {
    min-height: 40px;
    min-width: 0;
    flex: 0 1 240px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 1px; }
  }
`;
