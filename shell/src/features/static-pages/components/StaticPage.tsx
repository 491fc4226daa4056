import { capsLabel, Container, gridGap, mutedText } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Frame of the informational pages: a dark banner with the page's one h1, then the content. */
export function StaticPage({
  eyebrow,
  title,
  lead,
  actions,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Banner>
        <Container>
          <BannerInner>
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1>{title}</h1>
            <Lead>{lead}</Lead>
            {actions && <Actions>{actions}</Actions>}
          </BannerInner>
        </Container>
      </Banner>
      <Body>{children}</Body>
    </>
  );
}

const Banner = styled.section`
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(800px 380px at 90% 0%, rgba(214, 32, 42, 0.16), transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navy});
  padding: 48px 0 56px;
  ${({ theme }) => theme.media.lg} { padding: 72px 0 80px; }
`;

const BannerInner = styled.div`
  ${gridGap(16)}
  max-width: 760px;
  h1 { font-size: clamp(2rem, 5vw, 3.1rem); font-weight: 800; }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  ${capsLabel('0.8rem', 700, '0.12em')}
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: clamp(1rem, 2.2vw, 1.15rem);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  > * { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;

const Body = styled(Container)`
  ${gridGap(56)}
  padding-top: 48px;
  padding-bottom: 72px;
  ${({ theme }) => theme.media.lg} { gap: 72px; padding-top: 64px; padding-bottom: 96px; }
`;

/** A titled block of a static page. */
export const PageSection = styled.section`
  ${gridGap(20)}
  > h2 { font-size: clamp(1.5rem, 3vw, 2rem); font-weight: 800; }
`;

export const SectionIntro = styled.p`
  max-width: 720px;
  ${mutedText('1.05rem')}
`;

/** Rounded callout with a message and buttons. */
export const Callout = styled.div<{ $dark?: boolean }>`
  ${gridGap(16)}
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $dark }) => ($dark ? theme.colors.navyBorder : theme.colors.border)};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.navy : theme.colors.surfaceAlt)};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDark : theme.colors.text)};
  > div:first-child { display: grid; gap: 6px; }
  h2, h3 { font-size: 1.35rem; }
  p { color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)}; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 24px;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
