import { SAVED_SEARCH_LIMITS } from '@rl/contracts';
import { Button, gridGap } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../../shared/ui/form-controls';

function nameProblem(name: string): string | undefined {
  if (!name.trim()) return 'Give your search a name';
  if (name.trim().length > SAVED_SEARCH_LIMITS.nameMax) return `Use at most ${SAVED_SEARCH_LIMITS.nameMax} characters`;
  return undefined;
}

/** The name of a saved search, edited in place: Enter saves, Escape or Cancel leaves it as it was. */
export function RenameSearchForm({
  name,
  onSave,
  onCancel,
}: {
  name: string;
  /** resolves true when the new name was saved */
  onSave: (name: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(value);
    setError(problem);
    if (problem) return;
    if (value.trim() === name) return onCancel();
    setSaving(true);
    const saved = await onSave(value.trim());
    setSaving(false);
    if (saved) onCancel();
  };

  return (
    <Form onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} noValidate>
      <TextField
        id={id}
        label="Name"
        value={value}
        autoFocus
        autoComplete="off"
        maxLength={SAVED_SEARCH_LIMITS.nameMax + 20}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(nameProblem(e.target.value));
        }}
      />
      <Buttons>
        <Button type="submit" $variant="primary" $size="sm" disabled={saving}>
          {saving ? 'Saving...' : 'Save name'}
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}

const Form = styled.form`
  ${gridGap(10)}
  max-width: 460px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
`;
