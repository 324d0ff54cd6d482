import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon, PauseIcon, PlayIcon } from '../../components/ui/icons';
import { Section } from '../../components/ui/section';
import type { ClientLogo } from '../../content/clients';
import type { HomeContent } from '../../content/home';
import type { HomeLabels } from './home-copy';

/**
 * Home section 2 (product §2): a scrolling client-logo strip with 'View all Clients'.
 * The logos run twice so the loop is seamless; the copy is hidden from assistive technology.
 * The strip stops on hover, on focus, with its pause button (WCAG 2.2.2) and under reduced motion.
 */
export function ClientStrip({
  clientsStrip,
  clients,
  labels: homeCopy,
}: Pick<HomeContent, 'clientsStrip'> & { clients: ClientLogo[]; labels: HomeLabels }) {
  const [paused, setPaused] = useState(false);
  const pauseLabel = paused ? homeCopy.playLogos : homeCopy.pauseLogos;
  return (
    <Section aria-labelledby="home-clients" className="border-y border-ink-200 bg-white py-10">
      <div className="flex flex-col items-center justify-between gap-3 text-center sm:flex-row sm:text-left">
        <h2 id="home-clients" className="text-lg font-semibold text-ink-700">
          {clientsStrip.title}
        </h2>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={pauseLabel}
            title={pauseLabel}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-600 hover:bg-ink-100 motion-reduce:hidden"
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
          <Link to={clientsStrip.link} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline">
            {clientsStrip.linkLabel}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
      </div>
      <div className="group mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div
          className={`flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:flex-wrap motion-reduce:justify-center ${
            paused ? '[animation-play-state:paused]' : ''
          }`}
        >
          {[false, true].map((copy) => (
            <ul key={String(copy)} aria-label={copy ? undefined : homeCopy.clientStripLabel} aria-hidden={copy || undefined} className={`flex shrink-0 ${copy ? 'motion-reduce:hidden' : 'motion-reduce:flex-wrap motion-reduce:justify-center'}`}>
              {clients.map((client) => (
                <li key={client.id} className="px-6">
                  <img src={client.img} alt={copy ? '' : client.name} width={220} height={64} loading="lazy" className="h-12 w-auto" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </Section>
  );
}
