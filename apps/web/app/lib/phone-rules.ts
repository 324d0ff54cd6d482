import type { ForeignPhoneParser, PhoneCountry } from '@tarang/shared/phone';
import type { z } from 'zod';

/**
 * The contact and demo forms check the number for the country the visitor chose (docs/decisions/005).
 * India's rule needs nothing more; the phone-number library is loaded only once USA or UK is chosen, so
 * no page's first load carries it.
 */
function phoneParserFor(country: PhoneCountry): Promise<ForeignPhoneParser | null> {
  return country === 'IN' ? Promise.resolve(null) : import('@tarang/shared/foreign-phone').then((m) => m.parseForeignPhone);
}

/**
 * One schema loader per country, each made once: the form hook keeps a loader's rules, and loads
 * another country's when the visitor's choice changes.
 */
export function schemaLoadersByCountry<T>(loadBuilder: () => Promise<(parseForeign: ForeignPhoneParser | null, country: PhoneCountry) => z.ZodType<T>>) {
  const loader = (country: PhoneCountry) => () => Promise.all([loadBuilder(), phoneParserFor(country)]).then(([build, parse]) => build(parse, country));
  return { IN: loader('IN'), US: loader('US'), UK: loader('UK') } satisfies Record<PhoneCountry, () => Promise<z.ZodType<T>>>;
}
