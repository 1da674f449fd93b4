type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

/**
 * Zod compiles its parsers with `new Function` when it can, and finds out by trying once. Our
 * content security policy has no 'unsafe-eval', so in the browser that try is reported as a
 * violation on every page whose forms validate (Lighthouse's best-practices audit lists it).
 * Asking Zod to interpret its schemas skips the try; our forms' schemas are small.
 *
 * Zod keeps its settings on this global so that every copy of it shares them; writing it here,
 * rather than calling `z.config`, keeps Zod out of the script every page loads.
 * zod-jitless.test.ts checks that the installed Zod still reads it.
 */
export function makeZodJitless(): void {
  // Zod holds on to the object itself, so it is changed in place when Zod has already loaded.
  ((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;
}
