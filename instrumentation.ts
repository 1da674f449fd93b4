/**
 * Server start: refuse a production start with development settings; begin
 * building the structure-search index in the background, so the first
 * structure search does not wait for it; start the scheduler (the outbox of
 * mails and messages, automatic order receipt and completion, RFQ expiry);
 * work the goods import jobs (and resume one a stopped server left half done);
 * hand the server script the way to stop all of it gracefully.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeProductionStart } = await import('@/lib/server/core/startup');
  refuseUnsafeProductionStart();
  const [{ db }, { warmStructureSearch }, { startBackgroundWork, stopBackgroundWork }, { startImportWorker, stopImportWorker }, { logger }] = await Promise.all(
    [
      import('@/lib/server/core/db'),
      import('@/lib/server/structure/service'),
      import('@/lib/server/scheduler'),
      import('@/lib/server/goods/import/jobs'),
      import('@/lib/server/core/logger'),
    ],
  );
  warmStructureSearch(db());
  startBackgroundWork(db());
  startImportWorker(db(), (error) => logger().error({ err: error }, 'goods import job failed'));
  // scripts/server.mjs calls this on SIGTERM once the requests in flight are answered (graceful stop).
  (globalThis as { chemmartStopBackgroundWork?: () => Promise<void> }).chemmartStopBackgroundWork = async () => {
    await Promise.all([stopBackgroundWork(), stopImportWorker()]);
  };
}
