import { type SellerSummarySetting, API } from '@rl/contracts';
import { apiJson, describeError, toast } from '@rl/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { FormWidth, Section, SectionHead } from './account-layout';

const SETTING_KEY = [API.sellerSummaryMail];

/** "Email from us" on /account: the weekly summary of the seller's live listings, on or off (the mail's own link turns it off too). */
export function EmailFromUsSection() {
  const client = useQueryClient();
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: () => apiJson<SellerSummarySetting>('GET', API.sellerSummaryMail) });
  const change = useMutation({
    mutationFn: (weeklySummary: boolean) => apiJson<SellerSummarySetting>('PUT', API.sellerSummaryMail, { weeklySummary }),
    onSuccess: (s) => {
      client.setQueryData(SETTING_KEY, s);
      toast({ title: s.weeklySummary ? 'Weekly summary is on' : 'Weekly summary is off' });
    },
    onError: (error) => toast({ title: 'Not changed', description: describeError(error), variant: 'destructive' }),
  });
  return (
    <Section id="email-from-us" aria-labelledby="email-from-us-title">
      <SectionHead>
        <h2 id="email-from-us-title">Email from us</h2>
        <p>Mail about your account, your inquiries and your sales always comes. These you can turn off.</p>
      </SectionHead>
      <FormWidth>
        {setting.isPending ? (
          <p role="status">Loading...</p>
        ) : !setting.data ? (
          <p role="alert">This could not be loaded. Please try again later.</p>
        ) : (
          <Toggle>
            <input
              type="checkbox"
              checked={change.isPending ? change.variables : setting.data.weeklySummary}
              disabled={change.isPending}
              onChange={(e) => change.mutate(e.target.checked)}
            />
            <span>
              <strong>Weekly summary of my listings</strong>
              <small>Every Monday while you have a live listing: its week in search appearances, views, saves and inquiries, and a suggested price when one would rate better.</small>
            </span>
          </Toggle>
        )}
      </FormWidth>
    </Section>
  );
}

const Toggle = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  cursor: pointer;
  input { width: 20px; height: 20px; margin-top: 2px; flex: none; accent-color: ${({ theme }) => theme.colors.navy}; }
  span { display: grid; gap: 2px; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
