import type { ThemeConfig } from 'antd';

/**
 * The one antd theme. Styles are baked once into app/antd.generated.css
 * (scripts/antd-css.ts) instead of being computed and inlined on every
 * request; so class names carry no hash and the CSS-variable scope has a
 * fixed key, matching the baked file exactly.
 */
export const BAKED_THEME: ThemeConfig = {
  token: { colorPrimary: '#0b6e4f', borderRadius: 6 },
  hashed: false,
  cssVar: { key: 'chemmart' },
};

/** What the app renders with: the baked theme, with antd's runtime style generation off. */
export const APP_THEME: ThemeConfig = { ...BAKED_THEME, zeroRuntime: true };
