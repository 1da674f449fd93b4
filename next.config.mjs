/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ['better-sqlite3', 'pg', 'pino', 'svg-captcha', 'nodemailer', 'qrcode', '@rdkit/rdkit'],
};

export default nextConfig;
