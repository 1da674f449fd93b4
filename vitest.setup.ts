/**
 * Component tests wait for what the screen shows. Testing Library gives up after 1 s by default, which a
 * cold, two-core CI machine running the whole suite in parallel sometimes needs more than; a real failure
 * still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
export {};
