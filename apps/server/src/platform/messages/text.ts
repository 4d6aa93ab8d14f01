/** One message in the four languages. */
export const m = (zh: string, en: string, es: string, ja: string) => ({ zh, en, es, ja });
