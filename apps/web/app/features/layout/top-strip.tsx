import { useState } from 'react';
import { Link } from 'react-router';
import { site, telHref } from '../../config/site';
import { Dropdown, dropdownItemClass } from '../../components/ui/dropdown';
import { CheckIcon, GlobeIcon, HeadsetIcon, MailIcon, PhoneIcon } from '../../components/ui/icons';
import { PageColumn } from '../../components/ui/section';
import { preloadAuthModal, useAuth } from '../auth/auth-context';
import { useCountry } from './country';
import { shellLabels, supportLinks } from './nav';
import { UserInitial } from './user-initial';

type StripMenu = 'country' | 'support' | 'account';

// Padding stays out of the shared part: a second px- class would tie with it, and stylesheet order would pick.
const stripButton = 'min-h-9 rounded-control text-sm font-medium text-white hover:bg-white/10';
const stripMenuButton = `${stripButton} px-2.5`;

/**
 * The top strip on large screens (product §2 "Persistent pieces"): sales contact, the country
 * picker, the Support menu, and Login or the user's initial. product §4: only one of its
 * dropdowns is open at a time.
 */
export function TopStrip() {
  const [openMenu, setOpenMenu] = useState<StripMenu | null>(null);
  const { country, setCountry } = useCountry();
  const { user, openLogin, logout } = useAuth();
  const toggle = (menu: StripMenu) => (open: boolean) => setOpenMenu((current) => (open ? menu : current === menu ? null : current));

  return (
    <div className="hidden h-11 bg-brand-900 text-sm text-white lg:block">
      <PageColumn className="flex h-full items-center justify-between gap-4">
        <ul className="flex items-center gap-5 text-brand-100">
          <li>
            <a href={telHref(country.salesPhone)} className="inline-flex items-center gap-1.5 hover:text-white">
              <PhoneIcon className="size-3.5" />
              {shellLabels.salesPrefix}: {country.salesPhone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.emails.info}`} className="inline-flex items-center gap-1.5 hover:text-white">
              <MailIcon className="size-3.5" />
              {site.emails.info}
            </a>
          </li>
        </ul>
        <div className="flex items-center gap-2">
          <Dropdown
            label={
              <>
                <GlobeIcon className="size-4" />
                {country.name}
              </>
            }
            buttonTitle={shellLabels.countryPickerTitle}
            open={openMenu === 'country'}
            onOpenChange={toggle('country')}
            align="right"
            buttonClassName={stripMenuButton}
          >
            <ul>
              {site.countries.map((c) => (
                <li key={c.code}>
                  <button type="button" aria-pressed={c.code === country.code} onClick={() => setCountry(c.code)} className={dropdownItemClass}>
                    <span className="flex-1">{c.name}</span>
                    {c.code === country.code && <CheckIcon className="size-4 text-brand-600" />}
                  </button>
                </li>
              ))}
            </ul>
          </Dropdown>
          <Dropdown
            label={
              <>
                <HeadsetIcon className="size-4" />
                {shellLabels.support}
              </>
            }
            open={openMenu === 'support'}
            onOpenChange={toggle('support')}
            align="right"
            buttonClassName={stripMenuButton}
          >
            <ul>
              <li>
                <Link to={supportLinks.helpCenter.to} className={dropdownItemClass}>
                  {supportLinks.helpCenter.label}
                </Link>
              </li>
              <li>
                <a href={telHref(country.supportPhone)} className={dropdownItemClass}>
                  {supportLinks.talkToSupport}
                </a>
              </li>
              <li>
                <Link to={supportLinks.supportPlans.to} className={dropdownItemClass}>
                  {supportLinks.supportPlans.label}
                </Link>
              </li>
            </ul>
          </Dropdown>
          {/* The login area keeps its width whether it shows Login or an initial (no layout shift). */}
          <div className="flex min-w-20 justify-end">
            {user ? (
              <Dropdown
                label={<UserInitial name={user.name} label={shellLabels.accountTitle(user.name)} />}
                buttonTitle={shellLabels.accountTitle(user.name)}
                open={openMenu === 'account'}
                onOpenChange={toggle('account')}
                align="right"
                buttonClassName={stripMenuButton}
              >
                <Link to={shellLabels.developerPath} className={dropdownItemClass}>
                  {shellLabels.developer}
                </Link>
                <Link to={shellLabels.accountPath} className={dropdownItemClass}>
                  {shellLabels.account}
                </Link>
                <button type="button" onClick={() => void logout()} className={dropdownItemClass}>
                  {shellLabels.logout}
                </button>
              </Dropdown>
            ) : (
              <button type="button" onClick={openLogin} onPointerEnter={preloadAuthModal} onFocus={preloadAuthModal} className={`${stripButton} border border-white/30 px-4`}>
                {shellLabels.login}
              </button>
            )}
          </div>
        </div>
      </PageColumn>
    </div>
  );
}
