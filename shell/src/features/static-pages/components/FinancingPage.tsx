import { CheckIcon, gridCenter, gridGap, mutedText, plainList, SITE } from '@rl/web-kit';
import { PaymentCalculator } from '@rl/web-kit/finance';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SalesLineButton, TextLineButton } from './SalesLineButton';
import { ButtonRow, Callout, PageSection, SectionIntro, StaticPage } from './StaticPage';
import { StepList } from './StepList';
import { PAGES } from '@rl/contracts/pages';

/** Spec §2: financing benefits. */
const FINANCING_BENEFITS = [
  { value: '5 min', title: '5-minute online application', text: 'A short application, no paperwork to mail.' },
  { value: '3.75%', title: 'Rates as low as 3.75% APR', text: 'Competitive rates from our lending partners.' },
  { value: '24 h', title: 'Funding often within 24 hours', text: 'Approved buyers are often funded the next day.' },
  { value: 'All', title: 'All credit welcome', text: 'Excellent, fair or rebuilding: we will look for an option.' },
] as const;

/** Spec §2: what an applicant needs. */
const FINANCING_NEEDS = [
  { title: 'Valid ID', text: 'A current driver’s license or other government-issued photo ID.' },
  { title: 'Proof of income', text: 'Recent pay stubs, bank statements or tax returns.' },
  { title: 'Credit history', text: 'A score of 580 or higher is preferred, though all credit is welcome.' },
  { title: 'Full-coverage insurance', text: 'Full-coverage auto insurance on the vehicle you are buying.' },
] as const;

/** What the calculator starts from on this page: a typical car of the market. */
const FINANCING_EXAMPLE_PRICE = 45_000;

const APPLY_STEPS = [
  { title: 'Call or text us', text: `Reach the sales line at ${SITE.salesPhone.display}, 7 days a week.` },
  { title: 'Apply in 5 minutes', text: 'Answer a few questions about yourself, your income and the car.' },
  { title: 'Get your decision', text: 'Our financing specialist walks you through the offer and its terms.' },
  { title: 'Drive away', text: 'Funding often arrives within 24 hours; the seller is paid directly.' },
] as const;

export default function FinancingPage() {
  return (
    <StaticPage
      eyebrow="In-house financing"
      title="Financing"
      lead="Finance the car you want with rates as low as 3.75% APR. Apply in five minutes, with funding often within 24 hours. All credit welcome."
      actions={
        <>
          <SalesLineButton label="Call" />
          <TextLineButton variant="outlineLight" />
        </>
      }
    >
      <PageSection aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why Finance With Us</h2>
        <Benefits>
          {FINANCING_BENEFITS.map((b) => (
            <li key={b.title}>
              <Value aria-hidden="true">{b.value}</Value>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </Benefits>
      </PageSection>

      <PaymentCalculator
        price={FINANCING_EXAMPLE_PRICE}
        title="Estimate Your Monthly Payment"
        intro="Enter the price of the car you have in mind, your down payment and trade-in. The link to this page keeps your numbers."
      />

      <PageSection aria-labelledby="needs-title">
        <h2 id="needs-title">What You Will Need</h2>
        <SectionIntro>Have these ready and the application takes about five minutes.</SectionIntro>
        <Needs>
          {FINANCING_NEEDS.map((n) => (
            <li key={n.title}>
              <Tick aria-hidden="true">
                <CheckIcon size={16} />
              </Tick>
              <div>
                <h3>{n.title}</h3>
                <p>{n.text}</p>
              </div>
            </li>
          ))}
        </Needs>
      </PageSection>

      <PageSection aria-labelledby="apply-title">
        <h2 id="apply-title">How to Apply</h2>
        <StepList steps={APPLY_STEPS} label="Applying in four steps" />
      </PageSection>

      <Callout $dark>
        <div>
          <h2>Ready to apply?</h2>
          <p>Call or text {SITE.salesPhone.display}. Our sales line is open 7 days a week.</p>
        </div>
        <ButtonRow>
          <SalesLineButton label="Call" />
          <TextLineButton variant="outlineLight" />
        </ButtonRow>
      </Callout>

      <FinePrint>
        Financing is provided by our lending partners and subject to credit approval. Rates, terms and down payment
        depend on your credit history, the vehicle and the loan term; 3.75% APR is the lowest rate available to
        well-qualified buyers. Looking for a car first? <Link to={PAGES.search}>Browse the market</Link>.
      </FinePrint>
    </StaticPage>
  );
}

const Benefits = styled.ul`
  ${gridGap(16)}
  ${plainList}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
  li {
    display: grid;
    align-content: start;
    gap: 6px;
    padding: 24px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  h3 { font-size: 1.05rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Value = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 2rem;
  font-weight: 800;
  line-height: 1.1;
`;

const Needs = styled.ul`
  ${gridGap(14)}
  ${plainList}
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li {
    display: flex;
    gap: 14px;
    padding: 20px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 { font-size: 1.05rem; margin-bottom: 2px; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Tick = styled.span`
  ${gridCenter}
  flex-shrink: 0;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const FinePrint = styled.p`
  max-width: 820px;
  ${mutedText('0.875rem')}
`;
