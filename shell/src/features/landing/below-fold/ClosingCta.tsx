import { VALUATION_PAGE } from '@rl/contracts';
import { ButtonAnchor, ButtonLink, SIGN_IN_URL } from '@rl/web-kit';
import styled from 'styled-components';
import { Inner, Section, SectionEyebrow, SectionLead, SectionTitle } from './section-styles';
import { PAGES } from '@rl/contracts/pages';

/** Last call to action of the landing page. */
export function ClosingCta() {
  return (
    <Section $tone="dark" aria-labelledby="cta-title">
      <Box>
        <SectionEyebrow $onDark>Ready when you are</SectionEyebrow>
        <SectionTitle id="cta-title">Ready to Sell Your Car?</SectionTitle>
        <SectionLead $onDark>
          Create your free listing in minutes. Your associate takes it from there, until the day it sells.
        </SectionLead>
        <Buttons>
          {/* /api/login starts sign-in on the server: a full page navigation, not a router link. */}
          <ButtonAnchor href={SIGN_IN_URL} $variant="accent" $size="lg">
            List Your Car Free
          </ButtonAnchor>
          <ButtonLink to={PAGES.search} $variant="outlineLight" $size="lg">
            See What Others Are Selling
          </ButtonLink>
          <ButtonLink to={VALUATION_PAGE} $variant="outlineLight" $size="lg">
            What Is My Car Worth?
          </ButtonLink>
        </Buttons>
      </Box>
    </Section>
  );
}

const Box = styled(Inner)`
  justify-items: center;
  gap: 16px;
  text-align: center;
  p { max-width: 600px; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
  > * { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;
