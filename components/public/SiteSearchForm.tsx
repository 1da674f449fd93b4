export const SEARCH_INPUT_ID = 'site-search';
export const SEARCH_PLACEHOLDER = 'CAS 号 / 中英文名称 / 分子式，如 64-17-5';

/**
 * The search box of every public page as a plain GET form: it works before
 * (and without) JavaScript. /search turns `q` into /searchResults/<q>/1.
 */
export function SiteSearchForm({ defaultValue }: { defaultValue?: string }) {
  return (
    <form className="pub-search" action="/search" method="get" role="search">
      <input
        id={SEARCH_INPUT_ID}
        name="q"
        type="search"
        required
        defaultValue={defaultValue}
        aria-label="搜索产品"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="pub-button">
        搜索
      </button>
    </form>
  );
}
