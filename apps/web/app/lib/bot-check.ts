import { BOT_CHALLENGE_PATH, BOT_CHALLENGE_TTL_MS, BOT_MIN_FILL_MS, type BotProof } from '@tarang/shared/bot-check';
import { solveChallenge } from 'altcha-lib/v1';
import { requestJson } from './api';

// The public forms' invisible bot check (docs/decisions/029-bot-protection.md). Forms import it
// dynamically, on their first focus (startBotCheck) and on submit (withBotProof), so no page's first
// JavaScript carries it or the proof-of-work solver.

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
  /** The server's minimum fill time (BOT_MIN_FILL_MS). */
  minFillMs?: number;
}

/** A challenge being solved: when its answer arrived (never before the server issued it) with the server's minimum fill time, and the proof. */
interface Pending {
  issued: Promise<{ at: number; minFillMs: number }>;
  proof: Promise<string | undefined>;
}

const pending = new Map<string, Pending>();
const traps = new Map<string, HTMLInputElement>();

/**
 * The honeypot, added to the form in use when its check starts (no page's first JavaScript carries
 * it): people never see it, reach it by keyboard or hear it (aria-hidden, tabindex -1, off screen);
 * a script that fills every field fills it too. A script that never focuses a form has no proof anyway.
 */
function trapIn(form: string) {
  const element = document.activeElement?.closest('form');
  if (!element || element.querySelector('input[data-bot-trap]')) return;
  const trap = document.createElement('input');
  Object.assign(trap, { name: 'website', tabIndex: -1, autocomplete: 'off' });
  trap.dataset.botTrap = form;
  trap.setAttribute('aria-hidden', 'true');
  // Off screen; tabindex -1 also keeps it out of a dialog's Tab trap (modal-dialog.tsx).
  trap.style.cssText = 'position:fixed;left:-9999px;top:0;width:1px;height:1px';
  element.append(trap);
  traps.set(form, trap);
}

function fetchAndSolve(): Pending {
  const answer = requestJson<Challenge>(BOT_CHALLENGE_PATH).then((r) => ({ at: Date.now(), c: r.data }));
  const proof = answer
    .then(async ({ c }) => {
      if (!c) return undefined;
      const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
      return solution ? btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })) : undefined;
    })
    // Without a proof the server still answers (a lead is kept for review): the form never breaks on it.
    .catch(() => undefined);
  return {
    issued: answer.then((a) => ({ at: a.at, minFillMs: a.c?.minFillMs ?? BOT_MIN_FILL_MS })).catch(() => ({ at: Date.now(), minFillMs: BOT_MIN_FILL_MS })),
    proof,
  };
}

/** Starts a form's challenge in the background, once: on its first focus. */
export function startBotCheck(form: string): void {
  if (!traps.get(form)?.isConnected) trapIn(form);
  if (!pending.has(form)) pending.set(form, fetchAndSolve());
}

/**
 * The proof a form sends with its submission: its solved challenge, sent no sooner than the minimum fill
 * time after it was issued (a fast typist or an autofilled form waits the rest), and its honeypot's value.
 * A challenge is accepted once, so the next one is fetched at once; one near its expiry is replaced.
 */
export async function botProof(form: string): Promise<BotProof> {
  startBotCheck(form);
  let current = pending.get(form)!;
  if (Date.now() - (await current.issued).at > BOT_CHALLENGE_TTL_MS - 60_000) pending.set(form, (current = fetchAndSolve()));
  const altcha = await current.proof;
  // Without a proof (the challenge could not be fetched) waiting would change nothing.
  const { at, minFillMs } = await current.issued;
  const wait = at + minFillMs - Date.now();
  if (altcha && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.set(form, fetchAndSolve());
  return { ...(altcha ? { altcha } : {}), hp: traps.get(form)?.value ?? '' };
}

/** A request body with the form's proof as `bot`. */
export const withBotProof = async <B extends object>(form: string, body: B) => ({ ...body, bot: await botProof(form) });
