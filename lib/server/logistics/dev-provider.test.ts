import { describe, expect, it } from 'vitest';
import { productionProblems, readConfig } from '@/lib/server/core/config';
import { devLogisticsProvider, simulatedJourney, SIMULATED_LABEL } from './dev-provider';
import { cityInAddress, cityOf } from './places';
import { logisticsProvider, type TrackingRequest } from './provider';

const DISPATCHED = '2026-11-20T02:00:00.000Z';
const request = (overrides: Partial<TrackingRequest> = {}): TrackingRequest => ({
  companyCode: 'SF',
  companyName: '顺丰速运',
  trackingNo: 'SF1234567890',
  dispatchedAt: DISPATCHED,
  destination: '广东省 广州市 天河区',
  ...overrides,
});
const hoursAfter = (hours: number) => new Date(Date.parse(DISPATCHED) + hours * 3_600_000);

describe('development logistics provider', () => {
  it('is the same journey every time for one waybill and dispatch time, and another for another number', () => {
    expect(simulatedJourney(request())).toEqual(simulatedJourney(request()));
    expect(simulatedJourney(request({ trackingNo: 'SF1234567891' }))).not.toEqual(simulatedJourney(request()));
  });

  it('goes from collection in the origin city to signed for in the destination city 2–4 days after dispatch, in time order', () => {
    for (const trackingNo of ['SF1234567890', 'ZT20261124000', 'YT8888888888', 'JD0001112223', 'EMS99887766']) {
      const journey = simulatedJourney(request({ trackingNo, origin: '南京市' }));
      expect(journey[0]).toMatchObject({ status: '已揽收', location: '南京市' });
      expect(journey.at(-2)).toMatchObject({ status: '派送中', location: '广州市' });
      expect(journey.at(-1)).toMatchObject({ status: '已签收', location: '广州市' });
      expect(journey.some((e) => e.status === '到达' && e.description.includes('广州市'))).toBe(true);
      expect(journey.filter((e) => e.description.includes('转运中心')).length).toBeGreaterThanOrEqual(2);
      const times = journey.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const days = (times.at(-1)! - Date.parse(DISPATCHED)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(2);
      expect(days).toBeLessThanOrEqual(4);
      for (const e of journey) expect(e.description).toContain(SIMULATED_LABEL);
    }
  });

  it('shows only what has happened by now, newest first, and is delivered only once signed for', async () => {
    expect(await devLogisticsProvider.track(request(), hoursAfter(0.5))).toEqual({ provider: 'development', simulated: true, delivered: false, events: [] });
    const early = await devLogisticsProvider.track(request(), hoursAfter(4));
    expect(early.events.map((e) => e.status)).toEqual(['已揽收']);
    const midway = await devLogisticsProvider.track(request(), hoursAfter(40));
    expect(midway.events.length).toBeGreaterThan(early.events.length);
    expect(midway.events.at(-1)!.status).toBe('已揽收');
    expect(midway.delivered).toBe(false);
    const later = await devLogisticsProvider.track(request(), hoursAfter(24 * 5));
    expect(later.delivered).toBe(true);
    expect(later.events[0]!.status).toBe('已签收');
    expect(later.events.length).toBe(simulatedJourney(request()).length);
  });

  it('reads the destination city from the area label and the origin from a free-text address', () => {
    expect(cityOf('广东省 广州市 天河区')).toBe('广州市');
    expect(cityOf('北京市 海淀区')).toBe('北京市');
    expect(cityOf('上海市 浦东新区')).toBe('上海市');
    expect(cityInAddress('江苏省南京市江宁区科学园 88 号')).toBe('南京市');
    expect(cityInAddress('上海市浦东新区张江路 100 号')).toBe('上海市');
    expect(cityInAddress('科学园 88 号')).toBeNull();
    expect(cityInAddress(null)).toBeNull();
  });
});

describe('logistics provider selection', () => {
  const production = {
    NODE_ENV: 'production',
    API_SIGN_SECRET: 'a-real-secret-123',
    API_KEY_SECRET: 'a-real-api-key-secret-123',
    PUBLIC_BASE_URL: 'https://chemmart.example',
    SMTP_URL: 'smtp://mail',
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'id',
    TENCENT_SMS_SECRET_KEY: 'key',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    SMS_SIGN_NAME: '化学品商城',
    SMS_TEMPLATE_CODE: '100001',
    SMS_TEMPLATE_REGISTERED: '100002',
  } as const;

  it('is the development provider in development and in the allowed local demo, none otherwise', () => {
    expect(logisticsProvider(readConfig({ NODE_ENV: 'development' }))?.name).toBe('development');
    expect(logisticsProvider(readConfig({ ...production, ALLOW_DEV_PROVIDERS_IN_PRODUCTION: 'true' }))?.name).toBe('development');
    expect(logisticsProvider(readConfig({ ...production }))).toBeNull();
    expect(logisticsProvider(readConfig({ NODE_ENV: 'development', LOGISTICS_PROVIDER: 'none' }))).toBeNull();
  });

  it('refuses to start production when the development provider is asked for there', () => {
    expect(productionProblems(readConfig({ ...production }))).toEqual([]);
    expect(productionProblems(readConfig({ ...production, LOGISTICS_PROVIDER: 'dev' }))).toEqual([expect.stringContaining('LOGISTICS_PROVIDER=dev')]);
  });
});
