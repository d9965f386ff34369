export const ja = {} as const;

export const en: Record<keyof typeof ja, string> = {};
