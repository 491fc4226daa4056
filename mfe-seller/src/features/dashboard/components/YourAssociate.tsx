import type { Vehicle } from '@rl/contracts';
import { MailIcon, PhoneIcon, telHref } from '@rl/web-kit';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../ui/layout';
import { useMyAssociates } from '../hooks/useMyAssociates';

const titleOf = (v: Vehicle) => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');

/** "Your associate": for each live listing, the associate who answers its buyers, and the team's direct line and mail. */
export function YourAssociate({ listings }: { listings: Vehicle[] }) {
  const associates = useMyAssociates();
  const live = listings.filter((v) => v.status === 'approved');
  if (live.length === 0 || !associates.data) return null;
  const byListing = new Map(associates.data.listings.map((l) => [l.listingId, l.associateName]));
  const { team } = associates.data;
  return (
    <Card aria-labelledby="your-associate-title">
      <CardHeader>
        <div>
          <h2 id="your-associate-title">Your associate</h2>
          <p>Our associate answers every buyer of your car and calls you when someone is serious. You never meet buyers alone.</p>
        </div>
      </CardHeader>
      <List>
        {live.map((v) => (
          <li key={v.id}>
            <strong>{titleOf(v)}</strong>
            <span>{byListing.get(v.id) ?? 'An associate is being assigned'}</span>
          </li>
        ))}
      </List>
      <Team>
        <a href={telHref()}><PhoneIcon size={16} />{team.phone}</a>
        <a href={`mailto:${team.email}`}><MailIcon size={16} />{team.email}</a>
      </Team>
    </Card>
  );
}

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; }
  strong { overflow-wrap: anywhere; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Team = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  a { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;
