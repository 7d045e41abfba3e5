import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

const List = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.border};
  margin-bottom: 16px;
`;

const TabButton = styled.button`
  padding: 10px 16px;
  background: none;
  border: none;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] { border-bottom-color: ${theme.colors.primary}; font-weight: 600; }
`;

/**
 * In-page tabs with the WAI-ARIA keyboard model: arrows move between tabs, Home/End jump,
 * and only the selected tab is in the Tab order. `initial` (an unknown id: the first tab) and
 * `onSelect` let a screen keep the tab in its URL; a new `initial` (Back) selects that tab.
 */
export function Tabs({ tabs, label, initial, onSelect }: { tabs: Tab[]; label: string; initial?: string; onSelect?: (id: string) => void }) {
  const chosen = (id: string | undefined) => (id && tabs.some((t) => t.id === id) ? id : tabs[0]?.id);
  const [selected, setSelectedState] = useState(chosen(initial));
  // The screen's URL moved (Back, a link): the tab follows it, as the panel under it does.
  const [followed, setFollowed] = useState(initial);
  if (initial !== followed) {
    setFollowed(initial);
    setSelectedState(chosen(initial));
  }
  // A screen that keeps its tab in the URL hears of each change.
  const setSelected = (id: string) => {
    setSelectedState(id);
    onSelect?.(id);
  };
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const focus = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    setSelected(tabs[i].id);
    buttons.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focus(moves[e.key]);
    }
  };

  return (
    <div>
      <List role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <TabButton
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </TabButton>
        ))}
      </List>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          // WAI-ARIA: Tab from the row lands on the panel even when it holds nothing focusable.
          tabIndex={0}
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.id === selected && tab.content}
        </div>
      ))}
    </div>
  );
}
