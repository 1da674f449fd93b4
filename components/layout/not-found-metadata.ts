import type { Metadata } from 'next';

/** The tab title of every 404, exported as `metadata` by each not-found file (a client module cannot export it). */
export const NOT_FOUND_METADATA: Metadata = { title: '页面不存在', robots: { index: false } };
