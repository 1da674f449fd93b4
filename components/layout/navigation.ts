/** Programmatic page changes announce themselves, so the loading bar shows for them too. */
export const NAVIGATION_START_EVENT = 'chemmart:navigation-start';

type Router = { push(href: string): void };

export function pushWithProgress(router: Router, href: string): void {
  if (href !== window.location.pathname + window.location.search) {
    window.dispatchEvent(new CustomEvent<string>(NAVIGATION_START_EVENT, { detail: href }));
  }
  router.push(href);
}
