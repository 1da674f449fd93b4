// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeSearchTabs } from './HomeSearchTabs';

// The structure panel is antd and Ketcher; here only whether it is asked for matters.
vi.mock('next/dynamic', () => ({ default: () => () => <p>structure panel</p> }));

afterEach(cleanup);

describe('HomeSearchTabs', () => {
  it('shows the name search first and loads the structure panel only when its tab is opened', () => {
    render(
      <HomeSearchTabs>
        <form aria-label="name search" />
      </HomeSearchTabs>,
    );
    const name = screen.getByRole('tab', { name: '名称 / CAS 搜索' });
    const structure = screen.getByRole('tab', { name: '结构搜索' });
    expect(name.getAttribute('aria-selected')).toBe('true');
    expect(structure.getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByText('structure panel')).toBeNull();

    fireEvent.click(structure);
    expect(structure.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('structure panel')).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: '结构搜索' }).hidden).toBe(false);
  });

  it('moves between the tabs with the arrow keys, keeping the opened panel', () => {
    render(
      <HomeSearchTabs>
        <form aria-label="name search" />
      </HomeSearchTabs>,
    );
    const name = screen.getByRole('tab', { name: '名称 / CAS 搜索' });
    fireEvent.keyDown(name, { key: 'ArrowRight' });
    const structure = screen.getByRole('tab', { name: '结构搜索' });
    expect(document.activeElement).toBe(structure);
    expect(structure.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(structure, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('tabpanel', { name: '名称 / CAS 搜索' }).hidden).toBe(false);
    expect(screen.getByText('structure panel')).toBeTruthy();
  });
});
