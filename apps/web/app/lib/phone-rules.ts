import type { PhoneCountry } from '@tarang/shared/phone';
import type { z } from 'zod';

/**
 * The contact and demo forms check the number for the country the visitor chose (docs/decisions/005).
 * One loader per country, each made once: the form hook keeps a loader's rules, and loads the other
 * country's when the choice changes.
 */
export function schemaLoadersByCountry<T>(load: (country: PhoneCountry) => Promise<z.ZodType<T>>) {
  const made: Partial<Record<PhoneCountry, () => Promise<z.ZodType<T>>>> = {};
  return (country: PhoneCountry) => (made[country] ??= () => load(country));
}
