import { SearchKeywordInput } from './SearchKeywordInput';

/**
 * The search box of every public page as a plain GET form: it works before
 * (and without) JavaScript. /search turns `q` into /searchResults/<q>/1.
 */
export function SiteSearchForm() {
  return (
    <form className="pub-search" action="/search" method="get" role="search">
      <SearchKeywordInput />
      <button type="submit" className="pub-button">
        搜索
      </button>
    </form>
  );
}
