// Supported locales and how a request's locale is chosen.

export const LOCALES = ['en', 'es', 'da'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** 'es', 'es-ES', 'ES_es' -> 'es'; undefined when the language is not supported. */
export function normalizeLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : undefined;
}

/** The supported languages of an Accept-Language header, best first (q=0 excluded). */
export function parseAcceptLanguage(header: string): Locale[] {
  const entries = header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { locale: normalizeLocale(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.locale !== undefined && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return entries.map((e) => e.locale!);
}

export interface LocaleSources {
  /** e.g. ?lang=es */
  query?: string | null;
  /** the locale cookie */
  cookie?: string | null;
  /** the Accept-Language header */
  acceptLanguage?: string | null;
}

/** The query wins, then the cookie, then the best supported Accept-Language entry, then English. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    normalizeLocale(sources.query) ??
    normalizeLocale(sources.cookie) ??
    (sources.acceptLanguage ? parseAcceptLanguage(sources.acceptLanguage)[0] : undefined) ??
    DEFAULT_LOCALE
  );
}
