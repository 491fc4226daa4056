import { REVISED_STATUSES, type ListingInput, type Vehicle } from '@rl/contracts';
import {
  apiErrorBody, Button, centerRow, dangerText, describeError, gridGap, isHttpError, REDIRECT_DELAY_MS, serverFieldErrors, startSignIn, toast, useSession, useToastClearance,
} from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { refreshListingCaches } from '../../../shared/listing-caches';
import { vehicleName } from '@rl/web-kit/vehicles';
import { AlertIcon, CheckIcon, InfoIcon } from '@rl/web-kit';
import { decodeVin } from '../../../shared/api/enrichment-api';
import { createListing, updateListing } from '../../../shared/api/listings-api';
import { useAutoFeatures } from '../hooks/useAutoFeatures';
import { useAutoSpecs } from '../hooks/useAutoSpecs';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { formReducer } from '../model/form-reducer';
import {
  emptyListingValues, withPrefill, FIELD_ORDER, fieldId, valuesFromVehicle, type ListingFormValues, type TextName,
} from '../model/form-values';
import { LISTING_NOTICES } from '../model/notices';
import { anglesOf, imagesCoverFirst } from '../model/photos';
import { addEntry, addFeature, toggleEntry } from '../model/text-lists';
import { fieldOfPath, validateFields, validateListing, type FieldErrors } from '../model/validate';
import { vinFill } from '../model/vin-fill';
import { vinProblem } from '../model/vin-rules';
import { missingPhotoAngles, PublishCheck } from './AngleCoverage';
import { ContactSection } from './ContactSection';
import { DescriptionFeaturesSection } from './DescriptionFeaturesSection';
import { DocumentationSection } from './DocumentationSection';
import { LocationSection } from './LocationSection';
import { PhotosSection } from './PhotosSection';
import { ProgressAside } from './ProgressAside';
import { VehicleInfoSection } from './VehicleInfoSection';
import { PAGES } from '@rl/contracts/pages';

const focusField = (name: string) => {
  const el = document.getElementById(fieldId(name));
  el?.focus();
};

function firstInvalid(errors: FieldErrors): string | undefined {
  return FIELD_ORDER.find((f) => errors[f]) ?? Object.keys(errors).find((f) => errors[f]);
}

/**
 * The listing form (spec §2, §4, §5, §7, §8): create, or edit when `listing` is given. Client-side
 * validation with the shared schema, server field problems mapped onto the same fields.
 */
export function ListingForm({ listing }: { listing?: Vehicle }) {
  const mode = listing ? 'edit' : 'create';
  const isNew = mode === 'create';
  const { user } = useSession();
  const navigate = useNavigate();
  const [prefill] = useSearchParams();
  const queryClient = useQueryClient();
  const initial = useMemo(
    () => (listing ? valuesFromVehicle(listing) : withPrefill(emptyListingValues(new Date(), user ?? {}), prefill)),
    // the form starts from the listing (or the defaults) once
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [values, dispatch] = useReducer(formReducer, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [decodeSummary, setDecodeSummary] = useState<string>();
  const uploads = usePhotoUploads(listing?.images ?? [], listing?.photoAngles);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const photosRef = useRef(uploads);
  photosRef.current = uploads;
  const submitted = useRef(false);
  const yearChosen = useRef(!isNew);
  // notices (upload results, VIN decoded, ...) stand above the sticky Publish bar, never on it
  const actionsRef = useToastClearance<HTMLDivElement>();

  const clearErrors = useCallback((...fields: string[]) => {
    setErrors((e) => (fields.some((f) => e[f]) ? { ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) } : e));
  }, []);

  const set = useCallback(
    (field: TextName, value: string) => {
      dispatch({ type: 'set', field, value });
      clearErrors(field);
      setFormError(undefined);
    },
    [clearErrors],
  );

  /** After leaving a field: its message, unless it is simply still empty before the first submit. */
  const blur = useCallback((field: TextName) => {
    const v = valuesRef.current;
    if (!submitted.current && v[field].trim() === '') return;
    const message =
      field === 'vin' ? vinProblem(v.vin) : validateFields(v, imagesCoverFirst(photosRef.current), [field])[field];
    setErrors((e) => (e[field] === message ? e : { ...e, [field]: message }));
  }, []);

  /** Messages of some fields now (after auto-filled specs): set after a submit, otherwise only cleared. */
  const revalidate = useCallback((fields: readonly string[]) => {
    const found = validateFields(valuesRef.current, imagesCoverFirst(photosRef.current), fields);
    setErrors((e) => {
      const next = { ...e };
      for (const f of fields) next[f] = submitted.current || e[f] ? found[f] : undefined;
      return next;
    });
  }, []);

  const setList = useCallback((field: 'features' | 'recentServices', list: readonly string[]) => {
    dispatch({ type: 'list', field, value: list });
  }, []);

  const autoFeatures = useAutoFeatures({
    enabled: isNew,
    values,
    setFeatures: useCallback((features: string[]) => setList('features', features), [setList]),
  });
  useAutoSpecs({
    enabled: isNew,
    values,
    apply: useCallback((patch: Partial<ListingFormValues>) => dispatch({ type: 'patch', patch }), []),
    validate: revalidate,
  });

  // ---- VIN decoding: fills only empty fields ----
  const decode = useMutation({ mutationFn: (vin: string) => decodeVin(vin) });
  const onDecode = () => {
    const vin = values.vin;
    const problem = vinProblem(vin);
    if (problem) {
      setErrors((e) => ({ ...e, vin: problem }));
      return;
    }
    decode.mutate(vin, {
      onSuccess: (decoded) => {
        const { patch, filled } = vinFill(valuesRef.current, decoded, yearChosen.current);
        if (Object.keys(patch).length > 0) {
          dispatch({ type: 'patch', patch });
          clearErrors(...Object.keys(patch));
        }
        if (!decoded.valid) {
          setDecodeSummary('This VIN could not be decoded: please fill in the vehicle details yourself.');
          toast({ title: 'VIN not recognized', description: 'Please fill in the vehicle details yourself.' });
          return;
        }
        const car = [decoded.year, decoded.make, decoded.model, decoded.trim].filter(Boolean).join(' ');
        setDecodeSummary(`Decoded: ${car}${decoded.engine ? `, ${decoded.engine}` : ''}`);
        toast({
          title: 'VIN decoded',
          description: filled.length > 0 ? `Filled in: ${filled.join(', ')}.` : 'Those fields already had values: nothing was changed.',
        });
      },
      onError: (error) => {
        if (isHttpError(error) && error.status === 400) {
          setErrors((e) => ({ ...e, vin: serverFieldErrors(error).vin ?? apiErrorBody(error)?.message ?? 'This VIN is not valid' }));
          return;
        }
        toast({ title: 'Error', description: 'The VIN could not be decoded right now. Please try again.', variant: 'destructive' });
      },
    });
  };

  // ---- features and services ----
  const onToggleFeature = (feature: string) => {
    autoFeatures.forget(feature);
    setList('features', toggleEntry(values.features, feature));
    clearErrors('features');
  };
  const onAddFeature = (raw: string) => {
    const next = addFeature(values.features, raw);
    if (next === values.features) return false;
    autoFeatures.forget(next[next.length - 1]);
    setList('features', next);
    clearErrors('features');
    return true;
  };
  const onRemoveFeature = (feature: string) => {
    autoFeatures.forget(feature);
    setList('features', values.features.filter((f) => f !== feature));
  };
  const onAddService = (raw: string) => {
    const next = addEntry(values.recentServices, raw);
    if (next === values.recentServices) return false;
    setList('recentServices', next);
    clearErrors('recentServices');
    return true;
  };
  const onRemoveService = (entry: string) => setList('recentServices', values.recentServices.filter((s) => s !== entry));

  // ---- saving ----
  const save = useMutation({
    mutationFn: (payload: ListingInput) => (listing ? updateListing(String(listing.id), payload) : createListing(payload)),
  });

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) focusField(first);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    submitted.current = true;
    setFormError(undefined);
    if (uploads.uploading) {
      showErrors({ ...errors, images: 'Please wait until your photos finish uploading.' });
      return;
    }
    const result = validateListing(values, imagesCoverFirst(uploads));
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate({ ...result.payload, photoAngles: anglesOf(uploads) }, {
      onSuccess: async (saved) => {
        if (isNew) {
          toast(LISTING_NOTICES.created);
          dispatch({ type: 'replace', values: emptyListingValues(new Date(), user ?? {}) });
          uploads.reset();
          submitted.current = false;
        } else {
          toast((saved as { revision?: { status: string } | null }).revision?.status === 'pending' ? LISTING_NOTICES.changesInReview : LISTING_NOTICES.updated);
        }
        void refreshListingCaches(queryClient);
        navigate(PAGES.dashboard);
      },
      onError: (error) => {
        if (isHttpError(error) && error.status === 401) {
          toast(LISTING_NOTICES.unauthorized);
          setTimeout(startSignIn, REDIRECT_DELAY_MS);
          return;
        }
        toast(isNew ? LISTING_NOTICES.createFailed : LISTING_NOTICES.updateFailed);
        const fields: FieldErrors = {};
        const unplaced: string[] = [];
        for (const [path, message] of Object.entries(serverFieldErrors(error))) {
          const field = fieldOfPath(path);
          if ((FIELD_ORDER as readonly string[]).includes(field)) fields[field] ??= message;
          else unplaced.push(message);
        }
        if (Object.keys(fields).length > 0) showErrors(fields);
        setFormError(
          unplaced.length > 0
            ? unplaced.join(' ')
            : Object.keys(fields).length > 0
              ? 'Please correct the highlighted fields.'
              : describeError(error),
        );
      },
    });
  };

  const cancel = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PAGES.dashboard);
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const staysLive = listing && REVISED_STATUSES.includes(listing.status);
  const backToReview = listing && (listing.status === 'rejected' || listing.status === 'needs_changes');

  return (
    <Layout>
      <Form onSubmit={onSubmit} noValidate aria-label={isNew ? 'Create listing' : `Edit ${vehicleName(listing!)}`}>
        {backToReview && (
          <Note role="note" aria-labelledby="review-notes-title">
            <InfoIcon size={18} />
            <div>
              {listing?.moderationNotes?.trim() && (
                <>
                  <NotesTitle id="review-notes-title">
                    {listing?.status === 'rejected' ? 'Why our team rejected this listing' : 'Changes our team asked for'}
                  </NotesTitle>
                  <Notes>{listing?.moderationNotes}</Notes>
                </>
              )}
              <p id={listing?.moderationNotes?.trim() ? undefined : 'review-notes-title'}>
                Saving your changes sends this listing back to our team for review before it shows again.
              </p>
            </div>
          </Note>
        )}
        {staysLive && (
          <Note>
            <InfoIcon size={18} />
            <p>A lower price and recent services go live at once; other changes wait for our team&apos;s review while buyers see the approved listing.</p>
          </Note>
        )}
        <VehicleInfoSection
          values={values}
          errors={errors}
          set={set}
          blur={blur}
          onMake={(make) => {
            dispatch({ type: 'make', value: make });
            clearErrors('make', 'model', 'trim', 'bodyType');
          }}
          onModel={(model) => {
            dispatch({ type: 'model', value: model });
            clearErrors('model', 'trim');
          }}
          onYear={(year) => {
            yearChosen.current = true;
            set('year', year);
          }}
        />
        <LocationSection values={values} errors={errors} set={set} blur={blur} />
        <DocumentationSection
          values={values}
          errors={errors}
          set={(field, value) => {
            set(field, value);
            if (field === 'vin') setDecodeSummary(undefined);
          }}
          blur={blur}
          onDecode={onDecode}
          decoding={decode.isPending}
          decodeSummary={decodeSummary}
          onAddService={onAddService}
          onRemoveService={onRemoveService}
        />
        <DescriptionFeaturesSection
          values={values}
          errors={errors}
          set={set}
          blur={blur}
          onToggleFeature={onToggleFeature}
          onAddFeature={onAddFeature}
          onRemoveFeature={onRemoveFeature}
          autoStatus={autoFeatures.status}
        />
        <PhotosSection uploads={uploads} error={errors.images} />
        <ContactSection values={values} errors={errors} set={set} blur={blur} />
        <Actions ref={actionsRef}>
          <div>
            <div role="alert">
              {(formError || (submitted.current && errorCount > 0)) && (
                <Problem>
                  <AlertIcon size={16} />
                  {formError ?? `Please correct the ${errorCount} highlighted field${errorCount === 1 ? '' : 's'}.`}
                </Problem>
              )}
            </div>
            <PublishCheck id="publish-check" photos={uploads.photos} />
          </div>
          <Buttons>
            <Button type="button" $variant="outline" $size="lg" onClick={cancel}>
              Cancel
            </Button>
            <PublishButton type="submit" $variant="accent" $size="lg" disabled={save.isPending}
              aria-describedby={missingPhotoAngles(uploads.photos).length > 0 ? 'publish-check' : undefined}
            >
              {save.isPending ? (
                isNew ? 'Publishing...' : 'Saving...'
              ) : (
                <>
                  <CheckIcon size={18} />
                  {/* an edit saves changes to a listing that exists (spec §5's label is the new listing's) */}
                  {isNew ? 'Publish Listing' : 'Save Changes'}
                </>
              )}
            </PublishButton>
          </Buttons>
        </Actions>
      </Form>
      <ProgressAside values={values} photos={uploads.photos.filter((p) => p.status === 'done').length} />
    </Layout>
  );
}

const Layout = styled.div`
  ${gridGap(24)}
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1fr) 280px; }
`;

const Form = styled.form`
  ${gridGap(20)}
  min-width: 0;
`;

const Note = styled.div`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(200, 164, 93, 0.5);
  background: #fffaf0;
  color: #6b5017;
  font-size: 0.92rem;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  svg { flex: none; margin-top: 2px; }
`;

const NotesTitle = styled.h2`
  font-size: 0.95rem;
  font-weight: 700;
`;

const Notes = styled.blockquote`
  margin: 6px 0 10px;
  padding: 8px 12px;
  border-left: 3px solid rgba(200, 164, 93, 0.8);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  ${gridGap(10)}
  margin: 0 -16px;
  padding: 14px 16px calc(14px + env(safe-area-inset-bottom, 0px));
  background: rgba(255, 255, 255, 0.97);
  backdrop-filter: blur(8px);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -8px 24px rgba(7, 11, 20, 0.06);
  ${({ theme }) => theme.media.sm} {
    margin: 0;
    padding: 16px 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Problem = styled.p`
  ${centerRow}
  gap: 8px;
  ${dangerText('0.9rem')}
  font-weight: 600;
  svg { flex: none; }
`;

const PublishButton = styled(Button)`
  svg { flex: none; }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: 10px;
  ${({ theme }) => theme.media.sm} { display: flex; justify-content: flex-end; }
`;
