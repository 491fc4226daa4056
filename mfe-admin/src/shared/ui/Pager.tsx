import { Button, centerRow, mutedText, spreadRow } from '@rl/web-kit';
import styled from 'styled-components';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** what is counted: 'listings', 'inquiries' */
  noun: string;
  busy?: boolean;
}

/** 'Showing 11–20 of 37 listings' with Previous / Next; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, noun, busy }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Nav aria-label={`${noun} pages`}>
      <span aria-live="polite">
        Showing {from}–{to} of {total} {noun}
      </span>
      <Buttons>
        <Button type="button" $variant="outline" $size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <PageOf>
          Page {page} of {pages}
        </PageOf>
        <Button type="button" $variant="outline" $size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Buttons>
    </Nav>
  );
}

const Nav = styled.nav`
  ${spreadRow()}
  gap: 12px;
  padding: 16px 0 0;
  ${mutedText('0.875rem')}
`;

const Buttons = styled.div`
  ${centerRow}
  gap: 10px;
`;

const PageOf = styled.span`
  white-space: nowrap;
`;
