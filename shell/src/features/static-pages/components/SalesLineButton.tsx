import { ButtonAnchor, MessageIcon, PhoneIcon, SITE, smsHref, telHref, type ButtonVariant } from '@rl/web-kit';

/** Call button to the sales line ({phone} in the spec). */
export function SalesLineButton({ label = 'Call', variant = 'accent' }: { label?: string; variant?: ButtonVariant }) {
  return (
    <ButtonAnchor href={telHref()} $variant={variant}>
      <PhoneIcon size={18} />
      {label} {SITE.salesPhone.display}
    </ButtonAnchor>
  );
}

/** Text button to the same number. */
export function TextLineButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  return (
    <ButtonAnchor href={smsHref()} $variant={variant}>
      <MessageIcon size={18} />
      Text {SITE.salesPhone.display}
    </ButtonAnchor>
  );
}
