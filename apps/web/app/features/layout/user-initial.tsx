/**
 * The logged-in visitor's initial in a circle (product §2: "the user's initial"), on every screen width.
 * `label` names it for a screen reader where the initial alone would name its button ("P"): it reads as
 * an avatar image with that name, and the button takes the name from it.
 */
export function UserInitial({ name, label }: { name: string; label?: string }) {
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      className="inline-flex size-7 items-center justify-center rounded-full bg-accent-400 font-bold text-ink-900"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
