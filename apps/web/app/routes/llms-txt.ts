// Scaffold: replaced by the API-docs work.
export function loader() {
  return new Response('# Tarang Cloud\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
