/**
 * Server start: refuse a production start with development settings; begin building the structure-search index in the background,
 * so the first structure search does not wait for it; retry workflows' side
 * effects that failed or were interrupted.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { productionProblems } = await import('@/lib/server/core/config');
  const problems = productionProblems();
  if (problems.length > 0) {
    // A production server with development settings would serve real users insecurely: it does not start.
    console.error(`ChemMart refuses to start in production:\n  - ${problems.join('\n  - ')}\n(see .env.example; npm start without NODE_ENV=production runs the local demo)`);
    process.exit(1);
  }
  const [{ db }, { warmStructureSearch }, { startSideEffectRetries }] = await Promise.all([
    import('@/lib/server/core/db'),
    import('@/lib/server/structure/service'),
    import('@/lib/server/workflows/side-effects'),
  ]);
  warmStructureSearch(db());
  startSideEffectRetries(db());
}
