import type { ReactElement } from 'react';
import { PICTOGRAMS, type Pictogram } from '@/lib/shared/ghs-pictograms';

/*
 * The nine GHS pictograms, drawn here as SVG after the public symbols (UN GHS
 * Annex 1): a black symbol on white inside a red-bordered diamond. Plain
 * markup, no hooks: server pages and client islands use it alike.
 */

const INK = '#000';
const RED = '#e4002b';

function flame(x: number, y: number, scale: number): ReactElement {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M0 -24 C8 -12 16 -6 12 10 C10 18 4 22 0 22 C-8 22 -14 16 -13 7 C-12 0 -7 -4 -5 -10 C-3 -4 -2 0 2 2 C4 -6 2 -16 0 -24 Z"
      fill={INK}
    />
  );
}

const SYMBOLS: Record<Pictogram, ReactElement> = {
  // Exploding bomb: a bomb and flying fragments.
  GHS01: (
    <g fill={INK}>
      <circle cx="44" cy="60" r="12" />
      <path d="M52 48 L58 40" stroke={INK} strokeWidth="3" />
      <polygon points="60,30 64,38 70,32 68,41 76,42 68,46 73,53 64,49" />
      <polygon points="30,36 36,40 33,44" />
      <polygon points="70,60 76,62 71,66" />
      <polygon points="40,32 44,36 39,38" />
    </g>
  ),
  // Flame over a base line.
  GHS02: (
    <g>
      {flame(50, 48, 1)}
      <rect x="34" y="72" width="32" height="4" fill={INK} />
    </g>
  ),
  // Flame over a circle.
  GHS03: (
    <g>
      {flame(50, 40, 0.8)}
      <circle cx="50" cy="62" r="9" fill="none" stroke={INK} strokeWidth="5" />
      <rect x="36" y="74" width="28" height="3.5" fill={INK} />
    </g>
  ),
  // Gas cylinder lying across.
  GHS04: (
    <g transform="rotate(-25 50 55)" fill={INK}>
      <rect x="28" y="48" width="42" height="16" rx="8" />
      <rect x="69" y="52" width="6" height="8" />
      <rect x="74" y="50" width="4" height="12" />
    </g>
  ),
  // Corrosion: liquid from two tubes eating into a bar and a hand.
  GHS05: (
    <g fill={INK}>
      <rect x="31" y="26" width="7" height="18" transform="rotate(-30 34 35)" />
      <rect x="58" y="26" width="7" height="18" transform="rotate(-30 61 35)" />
      <circle cx="39" cy="48" r="2" />
      <circle cx="40" cy="54" r="2" />
      <circle cx="66" cy="48" r="2" />
      <circle cx="67" cy="54" r="2" />
      <path d="M26 64 L44 64 L44 68 L40 72 L36 68 L32 72 L28 68 L26 68 Z" />
      <path d="M56 62 L76 62 L76 70 L68 70 C66 66 62 66 60 70 L56 70 Z" />
      <rect x="22" y="74" width="56" height="3" />
    </g>
  ),
  // Skull and crossbones.
  GHS06: (
    <g>
      <path d="M30 72 L70 52 M30 52 L70 72" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      <circle cx="50" cy="42" r="14" fill={INK} />
      <rect x="42" y="50" width="16" height="10" rx="2" fill={INK} />
      <circle cx="44" cy="41" r="4" fill="#fff" />
      <circle cx="56" cy="41" r="4" fill="#fff" />
      <path d="M48 52 L52 52 L50 48 Z" fill="#fff" />
    </g>
  ),
  // Exclamation mark.
  GHS07: (
    <g fill={INK}>
      <path d="M45 26 L55 26 L53 60 L47 60 Z" />
      <circle cx="50" cy="69" r="5" />
    </g>
  ),
  // Health hazard: a person with a star burst on the chest.
  GHS08: (
    <g>
      <circle cx="50" cy="32" r="8" fill={INK} />
      <path d="M30 76 C30 56 36 44 50 44 C64 44 70 56 70 76 Z" fill={INK} />
      <polygon points="50,52 53,59 60,56 56,62 62,66 55,66 56,73 50,68 44,73 45,66 38,66 44,62 40,56 47,59" fill="#fff" />
    </g>
  ),
  // Environment: a dead tree and a dead fish.
  GHS09: (
    <g stroke={INK} strokeWidth="3" strokeLinecap="round" fill="none">
      <path d="M38 70 L38 34 M38 46 L30 38 M38 42 L46 32 M38 54 L46 48" />
      <path d="M26 72 L52 72" />
      <ellipse cx="62" cy="64" rx="10" ry="5" fill={INK} />
      <path d="M72 64 L78 59 L78 69 Z" fill={INK} />
      <path d="M57 62 L59 64 M59 62 L57 64" stroke="#fff" strokeWidth="1.5" />
    </g>
  ),
};

/** One pictogram; its code and name are its accessible name. */
export function GhsPictogram({ code, size = 48 }: { code: Pictogram; size?: number }) {
  const name = `${code} ${PICTOGRAMS[code]}`;
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={name} data-pictogram={code} className="ghs-pictogram">
      <title>{name}</title>
      <polygon points="50,4 96,50 50,96 4,50" fill="#fff" stroke={RED} strokeWidth="7" strokeLinejoin="round" />
      {SYMBOLS[code]}
    </svg>
  );
}

/** Several pictograms in a row, as on a label. */
export function GhsPictograms({ codes, size }: { codes: readonly string[]; size?: number }) {
  const known = codes.filter((c): c is Pictogram => c in PICTOGRAMS);
  if (known.length === 0) return null;
  return (
    <span className="ghs-pictograms" data-testid="ghs-pictograms">
      {known.map((code) => (
        <GhsPictogram key={code} code={code} size={size} />
      ))}
    </span>
  );
}
