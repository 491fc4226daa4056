import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Accessible tabs (tablist / tab / tabpanel, arrow keys move between tabs). */
export function AuthTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const at = tabs.findIndex((t) => t.key === active);
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    onChange(next.key);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next.key}"]`)?.focus();
  };

  const current = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <>
      <List role="tablist" aria-label="Account" ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            id={`${baseId}-tab-${tab.key}`}
            data-tab={tab.key}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${baseId}-panel-${current.key}`} aria-labelledby={`${baseId}-tab-${current.key}`}>
        {current.panel}
      </div>
    </>
  );
}

const List = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Tab = styled.button`
  min-height: 40px;
  padding: 0 8px;
  font-size: 0.9375rem;
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;
