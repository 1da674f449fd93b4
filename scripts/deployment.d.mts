export function settleDeployment(env?: Record<string, string | undefined>): 'production' | 'local-demo';
