import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import './tabs.css';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * Tabs as the ARIA pattern has them: one tab stop (the selected tab), the arrow keys, Home and End move
 * and select, and each panel is named by its tab.
 */
export function Tabs({ label, tabs, initial }: { label: string; tabs: readonly Tab[]; initial?: string }) {
  const base = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    setSelected(next.id);
    document.getElementById(tabId(next.id))?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          className="tabs__panel"
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable
          tabIndex={0}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
