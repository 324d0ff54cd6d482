// Scaffold: the page is being built (see the issue that owns it).
export default function Page() {
  return <section className="mx-auto max-w-6xl px-4 py-16"><h1 className="text-3xl font-bold">Under construction</h1></section>;
}
