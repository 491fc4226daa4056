import { CloseIcon, gridCenter, gridGap, inlineRow, PlusIcon } from '@rl/web-kit';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, Input, Label } from '../../../shared/ui/form-controls';

/**
 * A typed list (custom features, recent services): Enter or Add appends the entry; the owner decides
 * what is ignored (blank, duplicates); each entry has its own remove button.
 */
export function TagInput({
  id,
  label,
  placeholder,
  items,
  onAdd,
  onRemove,
  hint,
  error,
  listLabel,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  items: readonly string[];
  /** returns whether the entry was added */
  onAdd: (entry: string) => boolean;
  onRemove: (entry: string) => void;
  hint?: string;
  error?: string;
  listLabel: string;
  maxLength?: number;
}) {
  const [draft, setDraft] = useState('');
  const [note, setNote] = useState('');
  const add = () => {
    if (draft.trim() === '') {
      setDraft('');
      return;
    }
    if (onAdd(draft)) {
      setDraft('');
      setNote('');
    } else setNote(`"${draft.trim()}" is already in the list`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault(); // never submits the listing form
      add();
    }
  };
  const describedBy = [hint && `${id}-hint`, (error || note) && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          $invalid={!!error}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote('');
          }}
          onKeyDown={onKeyDown}
        />
        <AddButton type="button" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          <PlusIcon size={16} />
          <span>Add</span>
        </AddButton>
      </Row>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {(error || note) && <FieldError id={`${id}-error`}>{error || note}</FieldError>}
      {items.length > 0 && (
        <Chips aria-label={listLabel}>
          {items.map((item) => (
            <li key={item}>
              <span>{item}</span>
              <button type="button" onClick={() => onRemove(item)} aria-label={`Remove ${item}`}>
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </Chips>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  ${gridGap(8)}
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const AddButton = styled.button`
  flex: none;
  ${inlineRow}
  gap: 6px;
  min-height: 46px;
  padding: 0 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.navyRaised}; }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 4px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    ${inlineRow}
    gap: 4px;
    max-width: 100%;
    padding: 4px 4px 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: 0.85rem;
    font-weight: 500;
  }
  li span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  button {
    ${gridCenter}
    width: 26px;
    height: 26px;
    border: 0;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.12);
    color: inherit;
    cursor: pointer;
    &:hover { background: rgba(255, 255, 255, 0.25); }
  }
`;
