/** The logged-in visitor's initial in a circle (product §2: "the user's initial"), on every screen width. */
export function UserInitial({ name }: { name: string }) {
  return (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-accent-400 font-bold text-ink-900">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
