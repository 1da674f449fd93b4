import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@/lib/contracts/error-codes';
import { checkDestination, isPrivateAddress } from './destination';
import { postOnce } from './send';

describe('where a webhook may go in production', () => {
  it('knows the loopback, private, link-local, shared and reserved ranges of both families', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '203.0.113.9', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(ip), ip).toBe(false);
    }
  });

  it('refuses an endpoint naming or resolving to such an address, unless private addresses are allowed (the local demo)', async () => {
    for (const url of ['http://127.0.0.1:8080/x', 'https://[::1]/x', 'http://169.254.169.254/latest/meta-data', 'http://localhost:3000/hook']) {
      await expect(checkDestination(url, false), url).rejects.toMatchObject({ code: ErrorCode.WEBHOOK_DESTINATION_REFUSED });
      await expect(checkDestination(url, true)).resolves.toBeUndefined();
    }
    await expect(checkDestination('http://203.0.113.9/hook', false)).resolves.toBeUndefined();
  });

  it('does not connect to a private address when a delivery is made in production, whatever the name resolves to then', async () => {
    const literal = await postOnce('http://127.0.0.1:9/hook', '{}', {}, false);
    expect(literal).toMatchObject({ httpStatus: null, error: expect.stringContaining('内网') });
    const named = await postOnce('http://localhost:9/hook', '{}', {}, false);
    expect(named).toMatchObject({ httpStatus: null, error: expect.stringContaining('内网') });
  });
});
