import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { IndexBuffers } from './index-arrays';
import type { WorkerAnswer, WorkerReply, WorkerRequest } from './protocol';

type Pending = { resolve: (reply: unknown) => void; reject: (error: Error) => void };

/** Worker threads load the TypeScript entry through tsx's loader, as the scripts do. */
const WORKER_FILE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'server', 'structure', 'worker-bootstrap.mjs');

/** One structure worker thread; requests are answered in the order they were sent. */
class StructureWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private buffers: IndexBuffers | null = null;

  run<K extends WorkerRequest['kind']>(request: Extract<WorkerRequest, { kind: K }>, transfer: ArrayBuffer[] = []): Promise<WorkerReply[K]> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (reply: unknown) => void, reject });
      worker.postMessage({ id, request }, transfer);
    });
  }

  /** Every later request (and a restarted thread) sees these index buffers. */
  attach(buffers: IndexBuffers): Promise<null> {
    // Sent before remembering, so a thread started by this very request is not attached twice.
    const attached = this.run({ kind: 'attach', buffers });
    this.buffers = buffers;
    return attached;
  }

  terminate(): Promise<number> | undefined {
    const worker = this.worker;
    this.worker = null;
    return worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE);
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      if (answer.error !== undefined) pending.reject(new Error(`Structure worker: ${answer.error}`));
      else pending.resolve(answer.reply);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Structure worker stopped (exit code ${code})`)));
    this.worker = worker;
    if (this.buffers) worker.postMessage({ id: 0, request: { kind: 'attach', buffers: this.buffers } });
    return worker;
  }
}

/** A fixed set of structure workers. A stopped worker starts again on its next request. */
export class WorkerPool {
  private readonly workers: StructureWorker[];
  private turn = 0;

  constructor(readonly size: number) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => new StructureWorker());
  }

  /** The request on worker `n` (mod size). */
  on<K extends WorkerRequest['kind']>(n: number, request: Extract<WorkerRequest, { kind: K }>, transfer?: ArrayBuffer[]): Promise<WorkerReply[K]> {
    return (this.workers[n % this.workers.length] as StructureWorker).run(request, transfer);
  }

  /** The request on the next worker in turn. */
  next<K extends WorkerRequest['kind']>(request: Extract<WorkerRequest, { kind: K }>, transfer?: ArrayBuffer[]): Promise<WorkerReply[K]> {
    return this.on(this.turn++, request, transfer);
  }

  async attach(buffers: IndexBuffers): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.attach(buffers)));
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

export function defaultPoolSize(configured: number): number {
  return configured > 0 ? configured : Math.max(1, os.availableParallelism());
}
