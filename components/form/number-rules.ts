import type { Rule } from 'antd/es/form';

/*
 * The range of a number field, said in words. antd's InputNumber given min
 * and max pulls a number typed outside them back into range when the field is
 * left, without a word (0 became 0.001 g in an inquiry, 99999 packs the
 * stock): our number fields take no min or max and carry this rule instead,
 * so the number stays as typed and the form says what is wrong.
 */

const shown = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 3 });

export function numberRange(what: string, min: number, max: number, options: { integer?: boolean } = {}): Rule {
  const whole = options.integer ? '的整数' : '';
  const message =
    min === 0
      ? `${what}须为 0 到 ${shown(max)} 之间${whole || '的数'}`
      : min < 1
        ? `${what}须大于 0，且不超过 ${shown(max)}`
        : `${what}须为 ${shown(min)} 到 ${shown(max)} 之间${whole || '的数'}`;
  return { type: options.integer ? 'integer' : 'number', min, max, message };
}
