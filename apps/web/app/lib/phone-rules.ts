import { phoneLibraryNeeded, type PhoneCountry } from '@tarang/shared/phone';
import type { z } from 'zod';

/**
 * The contact and demo forms check the number for the country the visitor chose (docs/decisions/005), and
 * a full international number in every country (decision 045). One loader per country and need of the
 * phone library, each made once: the form hook keeps a loader's rules, and loads the other rules when the
 * choice changes or a number starting with + needs the library.
 */
export function schemaLoadersByCountry<T>(load: (country: PhoneCountry, withLibrary: boolean) => Promise<z.ZodType<T>>) {
  const made: Partial<Record<string, () => Promise<z.ZodType<T>>>> = {};
  return (country: PhoneCountry, contact = '') => {
    const withLibrary = phoneLibraryNeeded(country, contact);
    return (made[`${country} ${withLibrary}`] ??= () => load(country, withLibrary));
  };
}
