import { ButtonLink, CarIcon, iconCircle, PlusIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { PAGES } from '@rl/contracts/pages';

/** Spec §2: 'No listings yet' with 'Create First Listing'. */
export function EmptyListings() {
  return (
    <Wrap>
      <Badge>
        <CarIcon size={30} />
      </Badge>
      <h3>No listings yet</h3>
      <p>List your car once, with photos, and our team handles every buyer inquiry until it sells.</p>
      <ButtonLink to={PAGES.createListing} $variant="accent" $size="lg">
        <PlusIcon size={18} />
        Create First Listing
      </ButtonLink>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 40px 16px 28px;
  text-align: center;
  h3 { font-size: 1.25rem; margin-top: 6px; }
  p { max-width: 420px; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 10px; }
`;

const Badge = styled.div`
  ${iconCircle(68)}
  background: linear-gradient(135deg, #fdecec, #fff6e5);
  color: ${({ theme }) => theme.colors.accent};
`;
