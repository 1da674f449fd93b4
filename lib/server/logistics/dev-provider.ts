import { createHash } from 'node:crypto';
import { cityOf } from './places';
import type { LogisticsProvider, TrackingEvent, TrackingRequest } from './provider';

/*
 * The development logistics provider: no carrier is asked. It makes up a
 * plausible journey — collected in the seller's city, through one or two
 * transfer hubs, into the destination city, out for delivery, signed for
 * two to four days after dispatch — the same every time for one waybill
 * number and dispatch time, and shows only the steps whose time has come.
 * Every event says it is simulated (开发环境模拟物流数据).
 */

export const DEV_LOGISTICS_PROVIDER_NAME = 'development';
export const SIMULATED_LABEL = '开发环境模拟物流数据';

const HOURS = 3_600_000;

/** Where chemical sellers ship from, when the seller's own address names no city. */
const ORIGIN_CITIES = ['上海市', '南京市', '天津市', '苏州市', '杭州市', '成都市', '武汉市', '济南市'];
const HUB_CITIES = ['上海市', '郑州市', '武汉市', '廊坊市', '嘉兴市', '长沙市', '西安市', '广州市', '北京市', '南昌市'];
const SIGNERS = ['本人', '前台', '收发室', '实验室同事'];

type Step = { fraction: number; status: string; description: string; location: string };

/** The whole journey of one waybill, every step with its time, oldest first. */
export function simulatedJourney(request: TrackingRequest): TrackingEvent[] {
  const seed = createHash('sha256').update(`${request.trackingNo}|${request.dispatchedAt}`).digest();
  const pick = <T>(list: readonly T[], byte: number): T => list[seed[byte]! % list.length]!;
  const start = Date.parse(request.dispatchedAt);
  const totalHours = 48 + (seed.readUInt16BE(0) % 49);
  const origin = request.origin ?? pick(ORIGIN_CITIES, 2);
  const destination = cityOf(request.destination);
  const hubChoices = HUB_CITIES.filter((c) => c !== origin && c !== destination);
  const firstHub = pick(hubChoices, 3);
  const secondHub =
    seed[4]! % 2 === 0
      ? pick(
          hubChoices.filter((c) => c !== firstHub),
          5,
        )
      : null;
  const carrier = request.companyName;
  const steps: Step[] = [
    { fraction: 0, status: '已揽收', description: `${carrier}【${origin}】已揽收，运单号 ${request.trackingNo}`, location: origin },
    { fraction: 0.12, status: '运输中', description: `快件已离开【${origin}】，发往【${firstHub}转运中心】`, location: origin },
    { fraction: 0.3, status: '运输中', description: `快件已到达【${firstHub}转运中心】`, location: firstHub },
  ];
  if (secondHub) {
    steps.push(
      { fraction: 0.42, status: '运输中', description: `快件已离开【${firstHub}转运中心】，发往【${secondHub}转运中心】`, location: firstHub },
      { fraction: 0.55, status: '运输中', description: `快件已到达【${secondHub}转运中心】`, location: secondHub },
    );
  }
  const lastHub = secondHub ?? firstHub;
  steps.push(
    { fraction: 0.63, status: '运输中', description: `快件已离开【${lastHub}转运中心】，发往【${destination}】`, location: lastHub },
    { fraction: 0.78, status: '到达', description: `快件已到达【${destination}】营业网点`, location: destination },
    { fraction: 0.9, status: '派送中', description: `【${destination}】快递员正在派送，请保持电话畅通`, location: destination },
    { fraction: 1, status: '已签收', description: `快件已签收，签收人：${pick(SIGNERS, 6)}。感谢使用${carrier}`, location: destination },
  );
  // Collection comes an hour or three after dispatch; every later step a few minutes either side of its share of the journey.
  const collectedAfterHours = 1 + (seed[7]! % 3);
  return steps.map((step, i) => {
    const base = i === 0 ? collectedAfterHours * HOURS : Math.max(collectedAfterHours + 0.5, step.fraction * totalHours) * HOURS;
    const jitterMinutes = i === 0 || i === steps.length - 1 ? 0 : (seed[8 + i]! % 40) - 20;
    return {
      at: new Date(start + base + jitterMinutes * 60_000).toISOString(),
      status: step.status,
      description: `${step.description}（${SIMULATED_LABEL}）`,
      location: step.location,
    };
  });
}

export const devLogisticsProvider: LogisticsProvider = {
  name: DEV_LOGISTICS_PROVIDER_NAME,
  async track(request, now) {
    const happened = simulatedJourney(request).filter((e) => Date.parse(e.at) <= now.getTime());
    return {
      provider: DEV_LOGISTICS_PROVIDER_NAME,
      simulated: true,
      delivered: happened.at(-1)?.status === '已签收',
      events: happened.reverse(),
    };
  },
};
