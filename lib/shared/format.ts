/** Display formatting; storage and the API keep integer cents and SI values. */
const YUAN = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

export function formatYuan(cents: number): string {
  return YUAN.format(cents / 100);
}

export function kelvinToCelsius(kelvin: number | null): string | null {
  return kelvin === null ? null : `${(kelvin - 273.15).toFixed(1)} °C`;
}

/**
 * Solids and liquids in g/cm³. A gas (the inorganic table gives hydrogen
 * 0.082 kg/m³) would round to 0.000 g/cm³, so below 100 kg/m³ it reads in
 * g/L, which is the same number as kg/m³.
 */
export function densityGramsPerCm3(kgPerM3: number | null): string | null {
  if (kgPerM3 === null) return null;
  return kgPerM3 < 100 ? `${kgPerM3.toPrecision(3)} g/L` : `${(kgPerM3 / 1000).toFixed(3)} g/cm³`;
}

export function productPath(cas: string): string {
  return `/products/${cas}.html`;
}

/** A seller's public page (issue 33). */
export function sellerPath(sellerId: number): string {
  return `/seller/${sellerId}`;
}

/** A product's name for plain text (inquiry lines, titles): the Chinese name first, the English beside it. */
export function bilingualName(product: { name: string; nameZh?: string | null }): string {
  return product.nameZh && product.nameZh !== product.name ? `${product.nameZh} ${product.name}` : product.name;
}

/** A category's listing, page by page (/categories/inorganic/1). */
export function categoryPath(slug: string, page = 1, query = ''): string {
  return `/categories/${encodeURIComponent(slug)}/${page}${query}`;
}
