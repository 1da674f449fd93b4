import { call } from './helpers';

/** Sends every body to one POST call at the same moment; answers the codes in order. */
export async function codesInParallel(path: string, token: string, bodies: object[]): Promise<number[]> {
  const answers = await Promise.all(bodies.map((body) => call(`/api/${path}`, { method: 'POST', token, body })));
  return answers.map((a) => a.body.code);
}

/** How many rows the member keeps in a list with one default (addresses, invoice details), and how many are marked default. */
export async function defaultsOf(listPath: string, token: string): Promise<{ total: number; defaults: number }> {
  const { body } = await call<{ list: { isDefault: boolean }[]; total: number }>(listPath, { token, query: { pageSize: 100 } });
  return { total: body.data.total, defaults: body.data.list.filter((row) => row.isDefault).length };
}
