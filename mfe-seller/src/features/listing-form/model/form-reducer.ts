import type { ListingFormValues, ListName, TextName } from './form-values';

export type FormAction =
  | { type: 'set'; field: TextName; value: string }
  /** spec §4: selecting a make clears model, trim and body type */
  | { type: 'make'; value: string }
  /** spec §4: selecting a model clears trim */
  | { type: 'model'; value: string }
  | { type: 'list'; field: ListName; value: readonly string[] }
  /** only the given fields, whatever they hold (auto specs) */
  | { type: 'patch'; patch: Partial<ListingFormValues> }
  | { type: 'replace'; values: ListingFormValues };

export function formReducer(state: ListingFormValues, action: FormAction): ListingFormValues {
  switch (action.type) {
    case 'set':
      return state[action.field] === action.value ? state : { ...state, [action.field]: action.value };
    case 'make':
      if (state.make === action.value) return state;
      return { ...state, make: action.value, model: '', trim: '', bodyType: '' };
    case 'model':
      if (state.model === action.value) return state;
      return { ...state, model: action.value, trim: '' };
    case 'list':
      return state[action.field] === action.value ? state : { ...state, [action.field]: [...action.value] };
    case 'patch':
      return { ...state, ...action.patch };
    case 'replace':
      return action.values;
  }
}
