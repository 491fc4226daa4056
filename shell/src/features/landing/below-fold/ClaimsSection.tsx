import { CheckIcon, gridCenter, gridGap, plainList, SITE } from '@rl/web-kit';
import styled from 'styled-components';
import { HeadText, Inner, Section, SectionEyebrow, SectionLead, SectionTitle } from './section-styles';

/** The marketing claims of spec §1. */
const CLAIMS = [
  { title: 'Free to list', text: 'No listing fee. You pay a success fee only when your car sells.' },
  { title: 'Built for premium cars', text: 'Most of the cars we sell are valued above $25,000.' },
  { title: 'Nationwide service', text: 'We work with sellers and buyers across the United States.' },
  { title: 'Sold in 30 to 90 days', text: 'Most cars find their buyer within one to three months.' },
  { title: 'Paid directly', text: 'The buyer pays you directly. We never collect funds or hold your title.' },
  { title: 'In-house financing', text: 'Your buyer can finance with rates as low as 3.75% APR.' },
  { title: 'Expert buying team', text: 'Specialists who price, present and negotiate premium vehicles every day.' },
  { title: 'Nationwide dealer network', text: 'Dealers across the country see your car alongside private buyers.' },
  { title: 'Sales line 7 days a week', text: `Call or text ${SITE.salesPhone.display} any day of the week.` },
] as const;

export function ClaimsSection() {
  return (
    <Section aria-labelledby="claims-title">
      <Inner>
        <HeadText>
          <SectionEyebrow>Why Remote Listings</SectionEyebrow>
          <SectionTitle id="claims-title">Selling a Premium Car, Without the Hassle</SectionTitle>
          <SectionLead>
            You list once. Our team does the rest: the calls, the screening, the negotiating and the follow-up, until
            the car is sold.
          </SectionLead>
        </HeadText>
        <Grid>
          {CLAIMS.map((claim) => (
            <li key={claim.title}>
              <Tick aria-hidden="true">
                <CheckIcon size={16} />
              </Tick>
              <div>
                <h3>{claim.title}</h3>
                <p>{claim.text}</p>
              </div>
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}

const Grid = styled.ul`
  ${gridGap(16)}
  ${plainList}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 20px; }
  li {
    display: flex;
    gap: 14px;
    padding: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 { font-size: 1.05rem; margin-bottom: 4px; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.95rem; }
`;

const Tick = styled.span`
  ${gridCenter}
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: rgba(214, 32, 42, 0.1);
  color: ${({ theme }) => theme.colors.accent};
`;
