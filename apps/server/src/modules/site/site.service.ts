import type { SiteStatus } from '@tarang/shared/admin';
import { siteMessages, siteWrapperText } from '@tarang/shared/site-text';
import type { Clock } from '../../clock';
import { AppError } from '../../plugins/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import type { SiteRepository } from './site.repository';

type SiteState = SiteStatus;

/**
 * Every open tab polls the lock every 5 s (product §4), so the state is read from the
 * database at most once per second per process and served from memory in between.
 * A change made by the CLI or another instance is seen within that second.
 */
const SITE_STATE_TTL_MS = 1000;

export function createSiteService(repo: SiteRepository, clock: Clock) {
  const now = () => clock.now();
  let cached: { state: SiteState; at: number } | undefined;
  let loading: Promise<SiteState> | undefined;

  async function load(): Promise<SiteState> {
    const s = await repo.all();
    const state = { locked: s.locked === 'true', flag: s.flag === 'true', licenceKeySet: Boolean(s.licence_key_hash) };
    cached = { state, at: now().getTime() };
    return state;
  }

  return {
    /** The current state, from memory when it is fresh; one database read per TTL however many callers. */
    async state(): Promise<SiteState> {
      if (cached && now().getTime() - cached.at < SITE_STATE_TTL_MS) return cached.state;
      loading ??= load().finally(() => (loading = undefined));
      return loading;
    },

    async setLocked(locked: boolean): Promise<void> {
      await repo.set('locked', String(locked), now());
      cached = undefined;
    },

    async setFlag(flag: boolean): Promise<void> {
      await repo.set('flag', String(flag), now());
      cached = undefined;
    },

    /** product §12: the key is never stored in clear. */
    async setLicenceKey(key: string): Promise<void> {
      await repo.set('licence_key_hash', await hashPassword(key), now());
      cached = undefined;
    },

    /** product §4: a successful unlock removes the lock. Wrong or unset key: 'Invalid key'. */
    async unlock(key: string): Promise<string> {
      const settings = await repo.all();
      // With no key set, a dummy argon2 check: the answer takes as long, so it does not tell whether one is (decision 028).
      const ok = settings.licence_key_hash ? await verifyPassword(settings.licence_key_hash, key) : await verifyAgainstDummy(key);
      if (!ok) throw new AppError(403, siteWrapperText.invalidKey);
      if (settings.locked !== 'true') return siteMessages.notLocked;
      await this.setLocked(false);
      return siteMessages.unlocked;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
