import type { ThemeConfig } from 'antd';

/**
 * The one antd theme. Styles are baked once into app/antd.generated.css
 * (scripts/antd-css.ts) instead of being computed and inlined on every
 * request; so class names carry no hash and the CSS-variable scope has a
 * fixed key, matching the baked file exactly.
 */
/** The brand colour: the primary buttons, links and the installed app's bar. */
export const BRAND_COLOR = '#0b6e4f';

export const BAKED_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    borderRadius: 6,
    // antd's secondary and placeholder greys (45 % and 25 % black) fail WCAG AA contrast on white: 6:1 and 4.7:1 instead.
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  hashed: false,
  cssVar: { key: 'chemmart' },
};

/** What the app renders with: the baked theme, with antd's runtime style generation off. */
export const APP_THEME: ThemeConfig = { ...BAKED_THEME, zeroRuntime: true };
