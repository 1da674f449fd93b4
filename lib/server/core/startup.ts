import { productionProblems } from './config';

/**
 * A production server with development settings would serve real users
 * insecurely: it does not start. (Node.js only; instrumentation loads this
 * after checking the runtime.)
 */
export function refuseUnsafeProductionStart(): void {
  const problems = productionProblems();
  if (problems.length === 0) return;
  console.error(`ChemMart refuses to start in production:\n  - ${problems.join('\n  - ')}\n(see .env.example and README "Production start"; npm start without NODE_ENV=production runs the local demo)`);
  process.exit(1);
}
