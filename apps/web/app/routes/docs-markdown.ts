// Scaffold: replaced by the API-docs work.
export function loader() {
  return new Response('# Docs\n', { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
