import { ButtonAnchor, Container, gridGap, PhoneIcon, plainList, SITE, telHref, useSession } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { footerLinks } from '../footer-links';

/** Site footer (spec §1): disclaimer, sales phone, quick links, copyright, data credits. */
export function Footer() {
  const { isSignedIn } = useSession();
  return (
    <Wrap>
      <Container>
        <Columns>
          <About>
            <BrandLine>
              Remote<strong>Listings</strong>
            </BrandLine>
            <Disclaimer>
              {SITE.name} provides listing services only for Remote Listing vehicles. We are not the owner or
              seller of any vehicle, we do not collect funds or hold titles, and the buyer deals directly with the
              current titleholder.
            </Disclaimer>
          </About>
          <nav aria-label="Quick Links">
            <Heading>Quick Links</Heading>
            <LinkList>
              {footerLinks(isSignedIn).map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
          <div>
            <Heading>Talk to our sales team</Heading>
            <Note>Call or text, 7 days a week.</Note>
            <ButtonAnchor href={telHref()} $variant="accent">
              <PhoneIcon size={18} />
              {SITE.salesPhone.display}
            </ButtonAnchor>
          </div>
        </Columns>
        <Bottom>
          <p>
            © {SITE.copyrightYear} {SITE.name}. All rights reserved.
          </p>
          <p>
            ZIP code coordinates from{' '}
            <a href="https://www.geonames.org/" rel="noopener noreferrer" target="_blank">
              GeoNames
            </a>
            , licensed under{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer" target="_blank">
              CC BY 4.0
            </a>
            .
          </p>
        </Bottom>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.navyBorder};
  padding: 56px 0 28px;
  font-size: 0.925rem;
`;

const Columns = styled.div`
  ${gridGap(36)}
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1.2fr;
  }
`;

const About = styled.div`
  ${gridGap(14)}
  align-content: start;
`;

const BrandLine = styled.p`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 1.2rem;
  strong { font-weight: 800; }
`;

const Disclaimer = styled.p`
  max-width: 520px;
  line-height: 1.6;
`;

const Heading = styled.h2`
  margin-bottom: 14px;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 0.95rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  ${gridGap(10)}
  ${plainList}
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.textOnDark}; text-decoration: underline; }
`;

const Note = styled.p`
  margin-bottom: 14px;
`;

const Bottom = styled.div`
  ${gridGap(6)}
  margin-top: 44px;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.navyBorder};
  font-size: 0.85rem;
  a { color: inherit; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
  }
`;
