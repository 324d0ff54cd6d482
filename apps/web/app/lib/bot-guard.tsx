// The always-loaded part of the public forms' bot check (docs/decisions/029-bot-protection.md): a
// focus handler and the honeypot. The check itself (lib/bot-check.ts) loads on the first focus.
const load = () => import('./bot-check');

/** A form's onFocus: its challenge is fetched and solved in the background once a person uses it. */
export const botFocus = (form: string) => () => void load().then((m) => m.startBotCheck(form));

/** A request body with the form's proof as `bot`. */
export const withBotProof = async <B extends object>(form: string, body: B) => ({ ...body, bot: await (await load()).botProof(form) });

/**
 * The honeypot: people never see it, reach it by keyboard or hear it (aria-hidden, tabindex -1, off
 * screen); a script filling every field fills it, and its submission fails the check.
 */
export const BotTrap = ({ form }: { form: string }) => (
  <input data-bot-trap={form} name="website" tabIndex={-1} autoComplete="off" aria-hidden className="absolute -left-[9999px] size-px" />
);
