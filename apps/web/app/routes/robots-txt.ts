// Scaffold: replaced by the public-pages work.
export function loader() {
  return new Response('User-agent: *\nAllow: /\n', { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
