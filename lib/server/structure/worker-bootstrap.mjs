// The structure worker is TypeScript: register tsx's loader in this thread, then load it.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
