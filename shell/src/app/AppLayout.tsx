import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { VerifyEmailBannerSlot } from '../features/account/components/VerifyEmailBannerSlot';
import { Footer } from '../features/footer/components/Footer';
import { Header } from '../features/navigation/components/Header';
import { useDocumentTitle } from './document-title';
import { FirstScreenRelease } from './FirstScreenRelease';
import { ScrollToTop } from './ScrollToTop';

/** Header and footer around every screen; a failing remote only replaces the <main> content. */
export function AppLayout() {
  useDocumentTitle();
  return (
    <Page>
      <ScrollToTop />
      <FirstScreenRelease />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <VerifyEmailBannerSlot />
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * The content area is at least a screen tall, so the footer starts below the first screen on every
 * route: a screen's loading state, a remote that is still downloading or a list that fills in later
 * never moves it in view (layout shift).
 */
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  outline: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: ${({ theme }) => theme.z.toast};
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus { top: 8px; }
`;
