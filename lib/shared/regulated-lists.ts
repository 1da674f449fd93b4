/** The regulated lists we hold, in the order they are shown (strictest first). */
export const LIST_KEYS = ['precursor', 'explosive_precursor', 'highly_toxic', 'hazardous'] as const;
export type ListKey = (typeof LIST_KEYS)[number];
