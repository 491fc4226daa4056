import { centerRow, ChevronDownIcon, gridGap } from '@rl/web-kit';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Expandable questions; any number can be open at once. Each question is a button (aria-expanded)
 * in a heading, controlling its answer region (the WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  const toggle = (i: number) =>
    setOpen((prev) => {
      const nextOpen = new Set(prev);
      if (nextOpen.has(i)) nextOpen.delete(i);
      else nextOpen.add(i);
      return nextOpen;
    });
  const allOpen = open.size === items.length;

  return (
    <div>
      <Toolbar>
        <ToggleAll type="button" onClick={() => setOpen(allOpen ? new Set() : new Set(items.map((_, i) => i)))}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </ToggleAll>
      </Toolbar>
      <List>
        {items.map((item, i) => {
          const isOpen = open.has(i);
          const buttonId = `${baseId}-q${i}`;
          const panelId = `${baseId}-a${i}`;
          return (
            <Item key={item.question} $open={isOpen}>
              <h3>
                <Question id={buttonId} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(i)}>
                  <span>{item.question}</span>
                  <ChevronDownIcon size={20} />
                </Question>
              </h3>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
                {item.answer}
              </Answer>
            </Item>
          );
        })}
      </List>
    </div>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 8px;
`;

const ToggleAll = styled.button`
  padding: 8px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div<{ $open: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1.05rem; }
  svg {
    flex-shrink: 0;
    transition: transform 200ms ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
    @media (prefers-reduced-motion: reduce) { transition: none; }
  }
`;

const Question = styled.button`
  ${centerRow}
  justify-content: space-between;
  gap: 16px;
  width: 100%;
  padding: 20px 4px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.05rem;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.accentHover}; }
`;

const Answer = styled.div`
  ${gridGap(10)}
  max-width: 760px;
  padding: 0 4px 22px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.65;
`;
