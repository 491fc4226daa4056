import type { ReactNode } from 'react';
import { mutedText, spreadRow, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';

/** The h2 of a tab panel with a line of explanation and room for actions on the right. */
export function PanelHeading({ id, title, children, actions }: { id: string; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Row>
      <div>
        <h2 id={id}>{title}</h2>
        {children && <Lead>{children}</Lead>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Row>
  );
}

const Row = styled.div`
  ${spreadRow('flex-end')}
  gap: 12px 20px;
  margin-bottom: 18px;
  h2 { font-size: 1.3rem; }
`;

const Lead = styled.div`
  margin-top: 6px;
  ${mutedText('0.925rem')}
`;

const Actions = styled.div`
  ${wrapRow}
  gap: 10px;
`;
