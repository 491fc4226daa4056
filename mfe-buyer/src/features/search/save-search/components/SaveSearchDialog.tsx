import { SAVED_SEARCH_LIMITS, type AlertFrequency, type SavedSearch } from '@rl/contracts';
import { Button, describeError, Dialog, gridGap, isHttpError, REDIRECT_DELAY_MS, serverFieldErrors, startSignIn, toast } from '@rl/web-kit';
import { AlertFrequencyChoice, suggestSearchName, summarizeSearchFilters } from '@rl/web-kit/saved-searches';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Field, FieldError, Input, Label } from '../../../../shared/components/fields';
import { useCreateSavedSearch } from '../hooks/useCreateSavedSearch';
import { SAVE_SEARCH_COPY } from '../save-search-copy';

function nameProblem(name: string): string | null {
  if (!name.trim()) return 'Give your search a name';
  if (name.trim().length > SAVED_SEARCH_LIMITS.nameMax) return `Use at most ${SAVED_SEARCH_LIMITS.nameMax} characters`;
  return null;
}

/** Names and saves the search on screen, with instant or daily alerts. */
export function SaveSearchDialog({ filters, onClose }: { filters: SavedSearch['filters']; onClose: () => void }) {
  const formId = useId();
  const nameId = useId();
  const [name, setName] = useState(() => suggestSearchName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useCreateSavedSearch();
  const { pathname, search } = useLocation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = nameProblem(name);
    setNameError(problem);
    if (problem) return;
    save.mutate(
      { name: name.trim(), filters, frequency },
      {
        onSuccess: (saved) => {
          toast(SAVE_SEARCH_COPY.saved(saved?.name ?? name.trim()));
          onClose();
        },
        onError: (error) => {
          if (isHttpError(error) && error.status === 401) {
            toast(SAVE_SEARCH_COPY.signedOut);
            onClose();
            setTimeout(() => startSignIn({ next: `${pathname}${search}`, reason: 'save-search' }), REDIRECT_DELAY_MS);
            return;
          }
          const fieldProblem = serverFieldErrors(error).name;
          if (fieldProblem) setNameError(fieldProblem);
          else toast({ ...SAVE_SEARCH_COPY.failed, description: describeError(error) });
        },
      },
    );
  };

  return (
    <Dialog
      title={SAVE_SEARCH_COPY.title}
      description={SAVE_SEARCH_COPY.description}
      onClose={onClose}
      closeButton
      footer={
        <>
          <Button type="button" $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} $variant="accent" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save search'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Field>
          <Label htmlFor={nameId}>Name</Label>
          <Input
            id={nameId}
            data-autofocus
            value={name}
            maxLength={SAVED_SEARCH_LIMITS.nameMax + 20}
            onChange={(e) => {
              setName(e.target.value);
              if (nameError) setNameError(nameProblem(e.target.value));
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${nameId}-error` : undefined}
            autoComplete="off"
          />
          {nameError && <FieldError id={`${nameId}-error`}>{nameError}</FieldError>}
        </Field>
        <Matches>
          <span>Matches</span>
          <p>{summarizeSearchFilters(filters)}</p>
        </Matches>
        <AlertFrequencyChoice value={frequency} onChange={setFrequency} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  ${gridGap(18)}
  padding: 4px 0 14px;
`;

const Matches = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span { display: block; margin-bottom: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.78rem; font-weight: 600; }
  p { font-size: 0.92rem; font-weight: 600; overflow-wrap: anywhere; }
`;
