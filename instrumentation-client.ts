import { makeZodJitless } from '@/lib/shared/zod-jitless';

// Runs in the browser before the application (Next.js' client instrumentation).
makeZodJitless();
