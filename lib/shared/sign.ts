import SparkMD5 from 'spark-md5';

/**
 * The request signature of spec §7: hex MD5 of the secret prefix joined with
 * the Unix time in seconds. Shared by the browser client and the server check.
 */
export function requestSign(secret: string, unixSeconds: number | string): string {
  return SparkMD5.hash(`${secret}${unixSeconds}`);
}

export function unixSecondsNow(): number {
  return Math.floor(Date.now() / 1000);
}
