import MarkdownIt from 'markdown-it';

/**
 * Markdown to HTML for the help centre, on the server only. Raw HTML in the
 * source is escaped rather than passed through (`html: false`), and
 * markdown-it refuses javascript:, vbscript:, file: and data: links, so the
 * output is safe to insert even if a content file were edited carelessly.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

// Links that leave the site open in a new tab and carry no referrer or opener.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const href = tokens[idx]!.attrGet('href') ?? '';
  if (/^https?:\/\//i.test(href)) {
    tokens[idx]!.attrSet('target', '_blank');
    tokens[idx]!.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Wide tables scroll inside their own box at phone width instead of widening the page.
md.renderer.rules.table_open = () => '<div class="help-table"><table>\n';
md.renderer.rules.table_close = () => '</table></div>\n';

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** Escapes a value for a Markdown table cell. */
export function tableCell(value: string): string {
  return value.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
