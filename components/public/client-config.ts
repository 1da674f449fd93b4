let loading: Promise<string> | null = null;

/**
 * The running server's request-signature secret (app/client-config.json),
 * fetched once per page by the first island that calls the API.
 */
export function loadSignSecret(): Promise<string> {
  loading ??= fetch('/client-config.json')
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<{ signSecret: string }>;
    })
    .then(({ signSecret }) => signSecret)
    .catch((error: unknown) => {
      loading = null;
      throw new Error('网络异常，请稍后重试！', { cause: error });
    });
  return loading;
}
