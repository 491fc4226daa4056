import type { ReactNode } from 'react';
import styled from 'styled-components';
import { capsLabel, gridGap, spreadRow } from '@rl/web-kit';

/** A titled block of a page (h2 + optional action on the right). */
export function Section({
  title,
  eyebrow,
  action,
  children,
  id,
}: {
  title: string;
  eyebrow?: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <SectionWrap aria-labelledby={headingId} id={id}>
      <SectionHead>
        <div>
          {eyebrow && <SectionEyebrow>{eyebrow}</SectionEyebrow>}
          <h2 id={headingId}>{title}</h2>
        </div>
        {action}
      </SectionHead>
      {children}
    </SectionWrap>
  );
}

const SectionWrap = styled.section`${gridGap(20)}`;

const SectionHead = styled.div`
  ${spreadRow('flex-end')}
  gap: 12px;
  h2 { font-size: clamp(1.35rem, 3vw, 1.75rem); font-weight: 800; }
`;

const SectionEyebrow = styled.p`
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.accent};
  ${capsLabel('0.75rem', 700, '0.14em')}
`;

/** A muted, centred message box (empty states). */
export const EmptyState = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 48px 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2, h3 { color: ${({ theme }) => theme.colors.text}; font-size: 1.2rem; }
  svg { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** An inline error box. */
export const ErrorBox = styled.div`
  ${gridGap(8)}
  justify-items: start;
  padding: 18px 20px;
  border: 1px solid #f3c5c2;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fdf2f1;
  color: ${({ theme }) => theme.colors.text};
  strong { color: ${({ theme }) => theme.colors.danger}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.925rem; }
`;
