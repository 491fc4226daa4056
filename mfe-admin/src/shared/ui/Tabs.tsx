import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { mutedText } from '@rl/web-kit';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  /** names the tab list for assistive technology */
  label: string;
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** the selected tab's panel */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrows / Home / End move and select, the panel is
 * labelled by its tab. Only the selected panel is rendered (the others load their data when opened).
 */
export function Tabs<K extends string>({ label, tabs, value, onChange, children }: TabsProps<K>) {
  const base = useId();
  const tabId = (k: K) => `${base}-tab-${k}`;
  const panelId = `${base}-panel`;

  // on a narrow screen the list scrolls sideways: bring a newly selected tab into view
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    document.getElementById(tabId(value))?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    // tabId only depends on the stable base id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((t) => t.key === value);
    const next =
      e.key === 'ArrowRight' ? (i + 1) % tabs.length
        : e.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length
          : e.key === 'Home' ? 0
            : e.key === 'End' ? tabs.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next].key);
    document.getElementById(tabId(tabs[next].key))?.focus();
  };

  return (
    <div>
      <ListScroller>
        <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((t) => {
            const selected = t.key === value;
            return (
              <Tab
                key={t.key}
                id={tabId(t.key)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(t.key)}
              >
                {t.label}
              </Tab>
            );
          })}
        </List>
      </ListScroller>
      <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0}>
        {children}
      </Panel>
    </div>
  );
}

const ListScroller = styled.div`
  overflow-x: auto;
  margin: 0 -16px;
  padding: 4px 16px;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  ${({ theme }) => theme.media.sm} { margin: 0; padding: 4px 0; }
`;

const List = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  flex-shrink: 0;
  min-height: 40px;
  padding: 0 16px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  ${mutedText('0.9rem')}
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm}, 0 0 0 1px ${({ theme }) => theme.colors.border};
  }
`;

const Panel = styled.div`
  margin-top: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible { outline-offset: 4px; }
`;
