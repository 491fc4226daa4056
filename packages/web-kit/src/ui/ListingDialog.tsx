import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Dialog } from './Dialog';

/** A small dialog about one listing: the question, then the listing's name in bold, then the content. */
export function ListingDialog({ title, question, vehicleName, onClose, initialFocus, children }: {
  title: string;
  question: ReactNode;
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      description={
        <>
          <p>{question}</p>
          <Vehicle>{vehicleName}</Vehicle>
        </>
      }
      onClose={onClose}
      initialFocus={initialFocus}
      size="sm"
    >
      {children}
    </Dialog>
  );
}

const Vehicle = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
