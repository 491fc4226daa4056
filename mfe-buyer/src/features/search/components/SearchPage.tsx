import { ButtonLink, ScreenPlaceholder } from '@rl/web-kit';

/** /search: vehicle search (filters, results, featured); built in a later issue. */
export function SearchPage() {
  return (
    <ScreenPlaceholder
      eyebrow="Buy Cars"
      title="Vehicle Search"
      description="Search premium used vehicles by make, price, body type and ZIP code, with filters, sorting and featured listings. This screen is coming soon."
    >
      <ButtonLink to="/" $variant="primary">
        Back to home
      </ButtonLink>
    </ScreenPlaceholder>
  );
}
