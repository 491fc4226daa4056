import type { ReactNode } from 'react';
import { capsLabel, gridCenter, gridGap, inlineRow, mutedText, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';

/** One titled card of the listing form (h2 + a short description + its fields). */
export function FormSection({
  id,
  step,
  icon,
  title,
  description,
  badge,
  children,
}: {
  id: string;
  step: number;
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={`${id}-title`} id={id}>
      <Head>
        <Icon aria-hidden="true">{icon}</Icon>
        <div>
          <Step>Step {step}</Step>
          <TitleRow>
            <h2 id={`${id}-title`}>{title}</h2>
            {badge}
          </TitleRow>
          {description && <Description>{description}</Description>}
        </div>
      </Head>
      {children}
    </Section>
  );
}

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 20px 16px 24px;
  min-width: 0;
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  ${({ theme }) => theme.media.sm} { padding: 28px 28px 30px; }
`;

const Head = styled.div`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  margin-bottom: 22px;
  padding-bottom: 18px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Icon = styled.span`
  flex: none;
  ${gridCenter}
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.navyRaised});
  color: ${({ theme }) => theme.colors.gold};
`;

const Step = styled.p`
  ${mutedText('0.72rem')}
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const TitleRow = styled.div`
  ${wrapRow}
  gap: 8px 10px;
  h2 { font-size: 1.2rem; font-weight: 700; }
`;

const Description = styled.p`
  margin-top: 4px;
  ${mutedText('0.9rem')}
`;

/** Fields in 1 column on phones, 2 from 640 px, 3 from 1024 px when `$wide`. */
export const FieldGrid = styled.div<{ $wide?: boolean }>`
  ${gridGap('18px 20px')}
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme, $wide }) => $wide && `${theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`}
`;

export const FullRow = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const Pill = styled.span<{ $tone?: 'gold' | 'red' | 'navy' }>`
  ${inlineRow}
  gap: 5px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${capsLabel('0.72rem', 700, '0.04em')}
  ${({ $tone = 'navy' }) =>
    $tone === 'gold'
      ? 'background: rgba(200, 164, 93, 0.16); color: #7a5d1f;'
      : $tone === 'red'
        ? 'background: #fdecec; color: #9f1d1d;'
        : 'background: #e9eef7; color: #1d2f52;'}
`;
