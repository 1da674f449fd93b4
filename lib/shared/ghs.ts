/*
 * GHS label elements (decision 0156): pictograms, signal words, and the
 * hazard (H) and precautionary (P) statement codes with their Chinese texts.
 *
 * Edition: the United Nations GHS, fourth revised edition (2011), in the
 * Chinese text that GB 30000.2~30000.29—2013《化学品分类和标签规范》 follows;
 * the few codes added by the fifth and sixth revisions that suppliers' sheets
 * already use (H229–H232, P231+P232) are included and marked `later`. The
 * texts were transcribed into this file by us; a difference from the
 * published text is a data error to fix here, in one place. Placeholders
 * (……) stand where the label names the substance-specific detail.
 */

export const GHS_EDITION = '联合国 GHS 第四修订版（2011）中文本 / GB 30000.2~29—2013';

export { PICTOGRAM_CODES, PICTOGRAMS, SIGNAL_WORDS, type Pictogram, type SignalWord } from './ghs-pictograms';

export const HAZARD_STATEMENTS: Record<string, string> = {
  H200: '不稳定爆炸物',
  H201: '爆炸物；整体爆炸危险',
  H202: '爆炸物；严重迸射危险',
  H203: '爆炸物；起火、爆炸或迸射危险',
  H204: '起火或迸射危险',
  H205: '遇火可能整体爆炸',
  H220: '极易燃气体',
  H221: '易燃气体',
  H222: '极易燃气溶胶',
  H223: '易燃气溶胶',
  H224: '极易燃液体和蒸气',
  H225: '高度易燃液体和蒸气',
  H226: '易燃液体和蒸气',
  H227: '可燃液体',
  H228: '易燃固体',
  H229: '压力容器：如受热可爆裂',
  H230: '即使在无空气条件下仍可能发生爆炸反应',
  H231: '即使在无空气条件下，在高压和/或高温下仍可能发生爆炸反应',
  H232: '暴露在空气中可能自燃',
  H240: '加热可能爆炸',
  H241: '加热可能起火或爆炸',
  H242: '加热可能起火',
  H250: '暴露在空气中会自燃',
  H251: '自热；可能燃烧',
  H252: '量大时自热；可能燃烧',
  H260: '遇水放出可自燃的易燃气体',
  H261: '遇水放出易燃气体',
  H270: '可引起燃烧或加剧燃烧；氧化剂',
  H271: '可引起燃烧或爆炸；强氧化剂',
  H272: '可加剧燃烧；氧化剂',
  H280: '内装加压气体；遇热可能爆炸',
  H281: '内装冷冻气体；可能造成低温灼伤或损伤',
  H290: '可能腐蚀金属',
  H300: '吞咽致命',
  H301: '吞咽会中毒',
  H302: '吞咽有害',
  H303: '吞咽可能有害',
  H304: '吞咽及进入呼吸道可能致命',
  H305: '吞咽及进入呼吸道可能有害',
  H310: '皮肤接触致命',
  H311: '皮肤接触会中毒',
  H312: '皮肤接触有害',
  H313: '皮肤接触可能有害',
  H314: '造成严重皮肤灼伤和眼损伤',
  H315: '造成皮肤刺激',
  H316: '造成轻微皮肤刺激',
  H317: '可能导致皮肤过敏反应',
  H318: '造成严重眼损伤',
  H319: '造成严重眼刺激',
  H320: '造成眼刺激',
  H330: '吸入致命',
  H331: '吸入会中毒',
  H332: '吸入有害',
  H333: '吸入可能有害',
  H334: '吸入可能导致过敏或哮喘症状或呼吸困难',
  H335: '可能造成呼吸道刺激',
  H336: '可能造成昏昏欲睡或眩晕',
  H340: '可能导致遗传性缺陷',
  H341: '怀疑会导致遗传性缺陷',
  H350: '可能致癌',
  H351: '怀疑致癌',
  H360: '可能对生育能力或胎儿造成伤害',
  H361: '怀疑对生育能力或胎儿造成伤害',
  H362: '可能对母乳喂养的儿童造成伤害',
  H370: '对器官造成损害',
  H371: '可能对器官造成损害',
  H372: '长期或反复接触会对器官造成损害',
  H373: '长期或反复接触可能对器官造成损害',
  H400: '对水生生物毒性极大',
  H401: '对水生生物有毒',
  H402: '对水生生物有害',
  H410: '对水生生物毒性极大并具有长期持续影响',
  H411: '对水生生物有毒并具有长期持续影响',
  H412: '对水生生物有害并具有长期持续影响',
  H413: '可能对水生生物造成长期持续的有害影响',
  H420: '破坏高层大气中的臭氧，危害公共健康和环境',
};

export const PRECAUTIONARY_STATEMENTS: Record<string, string> = {
  P101: '如需就医：请随身携带产品容器或标签。',
  P102: '置于儿童无法触及之处。',
  P103: '使用前请读标签。',
  P201: '使用前获取特别指示。',
  P202: '在读懂所有安全防范措施之前切勿操作。',
  P210: '远离热源、热表面、火花、明火和其他点火源。禁止吸烟。',
  P211: '切勿喷洒在明火或其他点火源上。',
  P220: '远离服装和其他可燃材料。',
  P221: '采取一切防范措施，避免与可燃物混合。',
  P222: '禁止接触空气。',
  P223: '禁止与水接触。',
  P230: '用……保持湿润。',
  P231: '在惰性气体中操作。',
  P232: '防潮。',
  P233: '保持容器密闭。',
  P234: '只能在原容器中存放。',
  P235: '保持低温。',
  P240: '容器和接收设备接地/等势联接。',
  P241: '使用防爆的电气/通风/照明/……设备。',
  P242: '只能使用不产生火花的工具。',
  P243: '采取防止静电放电的措施。',
  P244: '阀门及连接配件不得沾染油脂。',
  P250: '不得研磨/冲击/……/摩擦。',
  P251: '不得穿孔或焚烧，即使不再使用。',
  P260: '不要吸入粉尘/烟/气体/烟雾/蒸气/喷雾。',
  P261: '避免吸入粉尘/烟/气体/烟雾/蒸气/喷雾。',
  P262: '切勿入眼、接触皮肤或衣服。',
  P263: '妊娠期/哺乳期避免接触。',
  P264: '作业后彻底清洗……。',
  P270: '使用本产品时不要进食、饮水或吸烟。',
  P271: '只能在室外或通风良好之处使用。',
  P272: '受沾染的工作服不得带出工作场地。',
  P273: '避免释放到环境中。',
  P280: '戴防护手套/穿防护服/戴防护眼罩/戴防护面具。',
  P281: '使用所需的个人防护装备。',
  P282: '戴防寒手套/防护面罩/防护眼罩。',
  P283: '穿防火/阻燃服装。',
  P284: '戴呼吸防护装置。',
  P285: '通风不良时，戴呼吸防护装置。',
  P301: '如误吞咽：',
  P302: '如皮肤沾染：',
  P303: '如皮肤（或头发）沾染：',
  P304: '如误吸入：',
  P305: '如进入眼睛：',
  P306: '如沾染衣服：',
  P307: '如接触到：',
  P308: '如接触到或有疑虑：',
  P309: '如接触到或感觉不适：',
  P310: '立即呼叫解毒中心/医生。',
  P311: '呼叫解毒中心/医生。',
  P312: '如感觉不适，呼叫解毒中心/医生。',
  P313: '求医/就诊。',
  P314: '如感觉不适，求医/就诊。',
  P315: '立即求医/就诊。',
  P320: '紧急具体治疗（见本标签上的……）。',
  P321: '具体治疗（见本标签上的……）。',
  P322: '具体措施（见本标签上的……）。',
  P330: '漱口。',
  P331: '不得诱导呕吐。',
  P332: '如发生皮肤刺激：',
  P333: '如发生皮肤刺激或皮疹：',
  P334: '浸入冷水中/用湿绷带包扎。',
  P335: '掸掉皮肤上的细小颗粒。',
  P336: '用微温水化解冻伤部位。不要摩擦患处。',
  P337: '如仍觉眼刺激：',
  P338: '如戴隐形眼镜并可方便地取出，取出隐形眼镜。继续冲洗。',
  P340: '将人转移到空气新鲜处，保持呼吸舒适的休息姿势。',
  P341: '如呼吸困难，将人转移到空气新鲜处，保持呼吸舒适的休息姿势。',
  P342: '如有呼吸系统症状：',
  P350: '用大量肥皂和水轻轻洗。',
  P351: '用水小心冲洗几分钟。',
  P352: '用大量肥皂和水清洗。',
  P353: '用水清洗皮肤/淋浴。',
  P360: '立即用大量水冲洗沾染的衣服和皮肤，然后脱掉衣服。',
  P361: '立即脱掉所有沾染的衣服。',
  P362: '脱掉沾染的衣服，清洗后方可重新使用。',
  P363: '沾染的衣服清洗后方可重新使用。',
  P370: '火灾时：',
  P371: '如发生大火和大量泄漏：',
  P372: '有爆炸危险。',
  P373: '火势蔓延到爆炸物时切勿救火。',
  P374: '采取一般防范措施，从合理距离外救火。',
  P375: '因有爆炸危险，须远距离救火。',
  P376: '如能保证安全，可设法堵塞泄漏。',
  P377: '漏气着火：切勿灭火，除非漏气能够安全地制止。',
  P378: '使用……灭火。',
  P380: '撤离现场。',
  P381: '如能保证安全，消除一切点火源。',
  P390: '吸收溢出物，防止材料损坏。',
  P391: '收集溢出物。',
  P401: '存放……。',
  P402: '存放在干燥处。',
  P403: '存放在通风良好的地方。',
  P404: '存放在密闭的容器中。',
  P405: '存放处须加锁。',
  P406: '存放在耐腐蚀/……有耐腐蚀衬里的容器中。',
  P407: '垛或货盘之间须留有空隙。',
  P410: '防日晒。',
  P411: '存放温度不超过……℃/……℉。',
  P412: '切勿暴露在超过 50℃/122℉ 的温度下。',
  P413: '大宗存放超过……千克/……磅时，温度不超过……℃/……℉。',
  P420: '远离其他材料存放。',
  P422: '内装物存放在……中。',
  P501: '处置内装物/容器……。',
  P502: '参考制造商/供应商提供的回收或再循环信息。',
};

/** Codes the fifth and sixth revisions added (accepted: suppliers' sheets use them). */
export const LATER_CODES: ReadonlySet<string> = new Set(['H229', 'H230', 'H231', 'H232']);

/** A code as written on sheets: upper case, no spaces; combined statements keep their "+" (P301+P310). */
export function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/\s+/g, '').replace(/＋/g, '+');
}

/** The parts of a code that are not in the list, or [] when every part is (combined codes are checked part by part). */
export function unknownParts(code: string, list: Record<string, string>): string[] {
  const parts = normalizeCode(code).split('+');
  return parts.filter((part) => !(part in list));
}

/** The Chinese text of a code, combined statements joined part by part; null for an unknown code. */
export function statementText(code: string): string | null {
  const normalized = normalizeCode(code);
  const list = normalized.startsWith('H') ? HAZARD_STATEMENTS : normalized.startsWith('P') ? PRECAUTIONARY_STATEMENTS : null;
  if (!list || unknownParts(normalized, list).length > 0) return null;
  const parts = normalized.split('+').map((part) => list[part]!);
  return list === HAZARD_STATEMENTS ? parts.join('；') : parts.join('');
}
