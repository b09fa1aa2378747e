/**
 * The langCode the price lookup is sent (catalogue spec, section 9): "the uppercase language
 * part of the locale id, except zh-CN and zh-TW, which keep the region".
 *
 * Read literally, the exception is about which part is sent, not about casing: zh-CN and
 * zh-TW are sent as the locale ids themselves, 'zh-CN' and 'zh-TW' (language lower case,
 * region upper case, as the spec writes them), not upper-cased to 'ZH-CN'. Every other
 * locale sends its language alone in capitals: 'en-GB' -> 'EN', 'hi' -> 'HI', and 'zh-HK',
 * which is not in the exception, -> 'ZH'. Locale ids are matched ignoring case, so 'zh-cn'
 * gives 'zh-CN' too.
 */

const localesKeepingRegion = ['zh-CN', 'zh-TW'] as const;

export function priceLookupLangCode(localeId: string): string {
  const keep = localesKeepingRegion.find((locale) => locale.toLowerCase() === localeId.trim().toLowerCase());
  if (keep !== undefined) return keep;
  return (localeId.trim().split('-')[0] ?? '').toUpperCase();
}
