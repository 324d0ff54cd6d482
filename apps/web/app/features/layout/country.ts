import { useCallback, useSyncExternalStore } from 'react';
import { countryContact, site, type CountryCode, type CountryContact } from '../../config/site';

/*
 * product §13: the country picker (India default, USA, UK) switches the sales and support
 * numbers and office shown, and remembers the choice (localStorage). The prerendered page
 * shows India; the saved choice applies right after hydration. Other pages can read the
 * same choice with useCountry().
 */
const COUNTRY_STORAGE_KEY = 'tarangCountry';
const listeners = new Set<() => void>();
/** The choice when storage is unavailable: it then lasts until the page is reloaded. */
let unsaved: CountryCode | null = null;

function readSaved(): CountryCode {
  try {
    const saved = unsaved ?? window.localStorage.getItem(COUNTRY_STORAGE_KEY);
    return site.countries.some((c) => c.code === saved) ? (saved as CountryCode) : site.defaultCountry;
  } catch {
    return unsaved ?? site.defaultCountry;
  }
}

function subscribe(callback: () => void) {
  listeners.add(callback);
  // Another tab changing the choice updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COUNTRY_STORAGE_KEY) callback();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(callback);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCountry(): { country: CountryContact; setCountry(code: CountryCode): void } {
  const code = useSyncExternalStore(subscribe, readSaved, () => site.defaultCountry);
  const setCountry = useCallback((next: CountryCode) => {
    try {
      window.localStorage.setItem(COUNTRY_STORAGE_KEY, next);
      unsaved = null;
    } catch {
      unsaved = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return { country: countryContact(code), setCountry };
}
