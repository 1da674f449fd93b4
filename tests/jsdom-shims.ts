/**
 * What component tests need of a browser that jsdom lacks: matchMedia (the
 * viewport switch, antd's grid), ResizeObserver (antd's auto-sizing text
 * areas and overflow lists) and scrollIntoView (antd's form scrolls to the
 * first error). Each is installed only when missing; call it in beforeAll.
 */
export function shimJsdom(): void {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
}
