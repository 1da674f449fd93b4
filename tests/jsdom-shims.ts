import { configure } from '@testing-library/react';

/**
 * What component tests need of a browser that jsdom lacks: matchMedia (the
 * viewport switch, antd's grid), ResizeObserver (antd's auto-sizing text
 * areas and overflow lists) and scrollIntoView (antd's form scrolls to the
 * first error). Each is installed only when missing; call it in beforeAll.
 */
export function shimJsdom(): void {
  // antd forms render and validate slowly in jsdom; on a busy 2-core machine the default 1 s for findBy* ran out.
  configure({ asyncUtilTimeout: 5000 });
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}
