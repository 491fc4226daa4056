import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A numbered policy (privacy, terms) with its table of contents: sticky beside the text on wide screens. */
export function PolicyDocument({ sections }: { sections: readonly PolicySection[] }) {
  return (
    <Layout>
      <Toc aria-label="On this page">
        <p>On this page</p>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </Toc>
      <Sections>
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </Sections>
    </Layout>
  );
}

const Layout = styled.div`
  ${gridGap(40)}
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    align-items: start;
    gap: 56px;
  }
`;

const Toc = styled.nav`
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ theme }) => theme.media.lg} { position: sticky; top: calc(${({ theme }) => theme.layout.headerHeight} + 24px); }
  > p { margin-bottom: 10px; font-weight: 700; }
  ol { display: grid; gap: 8px; margin: 0; padding-left: 1.3em; }
  a { color: ${({ theme }) => theme.colors.text}; }
`;

const Sections = styled.div`
  ${gridGap(36)}
  max-width: 760px;
  section { display: grid; gap: 12px; scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px); }
  h2 { font-size: 1.35rem; }
  p, li { color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.7; }
  ul { display: grid; gap: 6px; margin: 0; padding-left: 1.3em; }
  a { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
