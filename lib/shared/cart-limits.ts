/** The most packs of one offer a cart line holds (the cart contract's limit). */
export const MAX_PACKS = 9999;
