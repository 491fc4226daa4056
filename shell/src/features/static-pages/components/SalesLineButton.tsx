import { ButtonAnchor, PhoneIcon, SITE, telHref } from '@rl/web-kit';

/** Call button to the sales line ({phone} in the spec). */
export function SalesLineButton({ label = 'Call or text' }: { label?: string }) {
  return (
    <ButtonAnchor href={telHref()} $variant="accent">
      <PhoneIcon size={18} />
      {label} {SITE.salesPhone.display}
    </ButtonAnchor>
  );
}
