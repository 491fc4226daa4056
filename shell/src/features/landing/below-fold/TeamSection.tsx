import { ButtonAnchor, gridGap, iconCircle, MessageIcon, PhoneIcon, plainList, SITE, smsHref, telHref } from '@rl/web-kit';
import styled from 'styled-components';
import { HeadText, Inner, Section, SectionEyebrow, SectionLead, SectionTitle } from './section-styles';

/** The In-House Team (spec §2): people from the site content, and the sales line. */
export function TeamSection() {
  return (
    <Section $tone="dark" aria-labelledby="team-title">
      <Inner>
        <HeadText>
          <SectionEyebrow $onDark>In-house team</SectionEyebrow>
          <SectionTitle id="team-title">Meet Your In-House Team</SectionTitle>
          <SectionLead $onDark>
            Every listing gets a dedicated associate from our own team, not a call center. They take every inquiry,
            negotiate every offer and screen every buyer, so you never meet strangers, hand over keys for test drives
            or host viewings.
          </SectionLead>
        </HeadText>
        <People>
          {SITE.team.map((person) => (
            <li key={person.name}>
              <Initials aria-hidden="true">{person.initials}</Initials>
              <h3>{person.name}</h3>
              <Role>{person.role}</Role>
              <p>{person.bio}</p>
            </li>
          ))}
        </People>
        <CallRow>
          <p>
            <strong>Talk to the team today.</strong> Our sales line is open 7 days a week.
          </p>
          <div>
            <ButtonAnchor href={telHref()} $variant="accent">
              <PhoneIcon size={18} />
              Call {SITE.salesPhone.display}
            </ButtonAnchor>
            <ButtonAnchor href={smsHref()} $variant="outlineLight">
              <MessageIcon size={18} />
              Text us
            </ButtonAnchor>
          </div>
        </CallRow>
      </Inner>
    </Section>
  );
}

const People = styled.ul`
  ${gridGap(16)}
  ${plainList}
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 20px; }
  li {
    display: grid;
    align-content: start;
    gap: 6px;
    padding: 24px;
    border: 1px solid ${({ theme }) => theme.colors.navyBorder};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.navyRaised};
  }
  h3 { font-size: 1.1rem; margin-top: 10px; }
  p { color: ${({ theme }) => theme.colors.textOnDarkMuted}; font-size: 0.95rem; }
`;

const Initials = styled.span`
  ${iconCircle(56)}
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #7a1218);
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 1.15rem;
  font-weight: 800;
`;

const Role = styled.p`
  && { color: ${({ theme }) => theme.colors.gold}; font-weight: 600; font-size: 0.9rem; }
`;

const CallRow = styled.div`
  ${gridGap(16)}
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.navyBorder};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr auto; align-items: center; }
  p { color: ${({ theme }) => theme.colors.textOnDarkMuted}; }
  strong { color: ${({ theme }) => theme.colors.textOnDark}; }
  div { display: flex; flex-wrap: wrap; gap: 10px; }
`;
