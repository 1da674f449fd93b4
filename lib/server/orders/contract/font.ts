import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError, ErrorCode } from '@/lib/server/core/errors';

/*
 * The CJK font the contract PDF embeds (subset to the characters used).
 * First choice: Noto Sans SC Regular from the npm package
 * @expo-google-fonts/noto-sans-sc (SIL Open Font License 1.1), so `npm start`
 * needs no system font. CONTRACT_FONT_PATH may name another TrueType (.ttf)
 * file; Debian's fonts-droid-fallback is the last resort. TrueType
 * collections (.ttc, as fonts-noto-cjk ships) cannot be embedded by pdf-lib.
 */

const candidates = (): string[] => [
  ...(process.env.CONTRACT_FONT_PATH ? [process.env.CONTRACT_FONT_PATH] : []),
  path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];

let loaded: Promise<{ bytes: Uint8Array; file: string }> | null = null;

async function firstReadable(): Promise<{ bytes: Uint8Array; file: string }> {
  for (const file of candidates()) {
    const bytes = await fs.readFile(file).catch(() => null);
    if (bytes) return { bytes: new Uint8Array(bytes), file };
  }
  throw new AppError(
    ErrorCode.PROVIDER_UNAVAILABLE,
    '合同 PDF 暂时无法生成：服务器缺少中文字体（请执行 npm install 安装 @expo-google-fonts/noto-sans-sc，或设置 CONTRACT_FONT_PATH 指向一个 .ttf 中文字体）。可先查看网页版合同。',
  );
}

/** The font's bytes, read once per process; a failed read is tried again on the next request. */
export function contractFont(): Promise<{ bytes: Uint8Array; file: string }> {
  loaded ??= firstReadable().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
