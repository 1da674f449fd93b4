import type { MetadataRoute } from 'next';
import { BRAND_COLOR } from '@/lib/shared/theme';

/** The web app manifest: a phone can add the storefront to its home screen under our name and colour. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'ChemMart 化学品商城',
    short_name: 'ChemMart',
    description: '按 CAS 号、名称、分子式或结构查找化学品与试剂，比较供应商报价，在线询价下单。',
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOR,
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
