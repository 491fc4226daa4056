import { API, isPhoneNumber } from '@rl/contracts';
import { apiJson, Button, gridGap, mutedText, toast } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Checkbox, CheckLabel, Field, FieldError, Input, Label, TextArea } from '../../../shared/components/fields';
import type { PublicVehicle } from '@rl/contracts';
import {
  CONTACT_NOTICES, contactDefaults, contactPayload, looksLikeEmail, missingFields, type ContactField, type ContactValues,
} from '../contact-form';
import { PAGES } from '@rl/contracts/pages';

type Vehicle = Pick<PublicVehicle, 'id' | 'year' | 'make' | 'model' | 'price'>;

/** The contact seller form (spec §2, rules §5, notices §8). */
export function ContactForm({ vehicle }: { vehicle: Vehicle }) {
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [values, setValues] = useState<ContactValues>(() => contactDefaults(vehicle));
  const [invalid, setInvalid] = useState<Partial<Record<ContactField, string>>>({});
  const { id: vehicleId, year, make, model, price } = vehicle;

  // another vehicle (Similar Vehicles link): its own defaults
  useEffect(() => {
    setValues(contactDefaults({ year, make, model, price }));
    setInvalid({});
  }, [vehicleId, year, make, model, price]);

  const send = useMutation({
    mutationFn: (body: ReturnType<typeof contactPayload>) => apiJson<unknown>('POST', API.contact, body),
    onSuccess: () => {
      toast(CONTACT_NOTICES.sent({ year, make, model, price }));
      setValues(contactDefaults({ year, make, model, price }));
      setInvalid({});
    },
    onError: () => toast({ ...CONTACT_NOTICES.failed, variant: 'destructive' }),
  });

  const set = <K extends ContactField>(field: K, value: ContactValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid[field]) setInvalid(({ [field]: _, ...rest }) => rest);
  };

  const focusField = (field: ContactField) => document.getElementById(id(field))?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const missing = missingFields(values);
    if (missing.length > 0) {
      setInvalid(Object.fromEntries(missing.map((f) => [f, 'This field is required'])));
      toast({ ...CONTACT_NOTICES.missing, variant: 'destructive' });
      focusField(missing[0]);
      return;
    }
    if (!looksLikeEmail(values.email)) {
      setInvalid({ email: 'Enter a valid email address' });
      toast({ ...CONTACT_NOTICES.invalidEmail, variant: 'destructive' });
      focusField('email');
      return;
    }
    if (values.phone.trim() !== '' && !isPhoneNumber(values.phone.trim())) {
      setInvalid({ phone: 'Enter a phone number of 7 to 15 digits, or leave it empty' });
      toast({ ...CONTACT_NOTICES.invalidPhone, variant: 'destructive' });
      focusField('phone');
      return;
    }
    send.mutate(contactPayload(vehicleId, values));
  };

  const text = (field: ContactField, label: string, props: { type?: string; autoComplete?: string; required?: boolean; placeholder?: string }) => (
    <Field>
      <Label htmlFor={id(field)}>
        {label}
        {props.required ? <Req aria-hidden="true"> *</Req> : <Opt> (optional)</Opt>}
      </Label>
      <Input
        id={id(field)}
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        required={props.required}
        aria-required={props.required || undefined}
        aria-invalid={invalid[field] ? true : undefined}
        aria-describedby={invalid[field] ? id(`${field}-error`) : undefined}
        value={values[field] as string}
        onChange={(e) => set(field, e.target.value)}
      />
      {invalid[field] && <FieldError id={id(`${field}-error`)}>{invalid[field]}</FieldError>}
    </Field>
  );

  return (
    <Form onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h2 id={id('title')}>Contact Seller</h2>
      <Intro>Our dedicated associate replies to every inquiry, usually within a few hours.</Intro>
      <Row>
        {text('firstName', 'First name', { autoComplete: 'given-name', required: true })}
        {text('lastName', 'Last name', { autoComplete: 'family-name', required: true })}
      </Row>
      {text('email', 'Email', { type: 'email', autoComplete: 'email', required: true, placeholder: 'you@example.com' })}
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', placeholder: '(555) 123-4567' })}
      {text('subject', 'Subject', { required: true })}
      <Field>
        <Label htmlFor={id('message')}>
          Message<Req aria-hidden="true"> *</Req>
        </Label>
        <TextArea
          id={id('message')}
          name="message"
          rows={5}
          required
          aria-required
          aria-invalid={invalid.message ? true : undefined}
          aria-describedby={invalid.message ? id('message-error') : undefined}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
        />
        {invalid.message && <FieldError id={id('message-error')}>{invalid.message}</FieldError>}
      </Field>
      <Checks>
        <CheckLabel>
          <Checkbox checked={values.financing} onChange={(e) => set('financing', e.target.checked)} />
          I&apos;m interested in financing options
        </CheckLabel>
        <CheckLabel>
          <Checkbox checked={values.tradeIn} onChange={(e) => set('tradeIn', e.target.checked)} />
          I have a vehicle to trade in
        </CheckLabel>
      </Checks>
      <Button type="submit" $variant="accent" $size="lg" $block disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
      <Terms>
        By submitting this form, you agree to our <Link to={PAGES.terms}>Terms of Service</Link> and <Link to={PAGES.privacyPolicy}>Privacy Policy</Link>.
      </Terms>
    </Form>
  );
}

const Form = styled.form`
  ${gridGap(14)}
  h2 { font-size: 1.3rem; font-weight: 800; }
`;

const Intro = styled.p`
  margin-top: -6px;
  ${mutedText('0.875rem')}
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 14px;
  @media (min-width: 400px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Req = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

const Opt = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Checks = styled.div`${gridGap(4)}`;

const Terms = styled.p`
  ${mutedText('0.78rem')}
  text-align: center;
  a { color: inherit; font-weight: 600; }
`;
