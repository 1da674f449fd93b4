'use client';
import dynamic from 'next/dynamic';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const StructureSearchIsland = dynamic(() => import('./StructureSearchIsland'), {
  ssr: false,
  loading: () => <p className="home-tabs__loading">正在载入结构搜索…</p>,
});

const TABS = [
  { key: 'text', label: '名称 / CAS 搜索' },
  { key: 'structure', label: '结构搜索' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * The home page's search: by name (the server's plain form, passed in as
 * children, which works without JavaScript) or by structure. The structure
 * panel, its antd controls and the editor load when that tab is first opened.
 * Tabs follow the ARIA tabs pattern: arrow keys move between them.
 */
export function HomeSearchTabs({ children }: { children: ReactNode }) {
  const [tab, setTab] = useState<TabKey>('text');
  const [structureOpened, setStructureOpened] = useState(false);
  const buttons = useRef<Record<TabKey, HTMLButtonElement | null>>({ text: null, structure: null });

  const choose = (key: TabKey) => {
    setTab(key);
    if (key === 'structure') setStructureOpened(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'text' ? 'structure' : 'text';
    choose(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="home-tabs">
      <div role="tablist" aria-label="搜索方式" className="home-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.key}
            ref={(el) => {
              buttons.current[t.key] = el;
            }}
            type="button"
            role="tab"
            id={`home-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`home-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => choose(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="home-panel-text" aria-labelledby="home-tab-text" hidden={tab !== 'text'}>
        {children}
      </div>
      <div role="tabpanel" id="home-panel-structure" aria-labelledby="home-tab-structure" hidden={tab !== 'structure'} className="home-tabs__structure">
        {structureOpened && <StructureSearchIsland />}
      </div>
    </div>
  );
}
