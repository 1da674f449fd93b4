import type { NextConfig } from 'next';

/** Types for tests that read the configuration (lib/shared/home-route.test.ts). */
declare const nextConfig: NextConfig;
export default nextConfig;
