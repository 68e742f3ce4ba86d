/**
 * The bench's HTTP client: a real POST to the server's hono route over `node:http`, its JSON
 * answer parsed, a refusal thrown. `node:http` rather than fetch: undici's web streams and Response
 * cost the client about 0.4 ms a request more (docs/architecture.md, "Speed"), which is the
 * client's work, not the server's. The agent says which connection: one kept alive, as a browser
 * keeps one to the page's server.
 */
import http from 'node:http';

export function postJson(agent: http.Agent, url: string, method: string, input: unknown): Promise<{ ok: boolean; value?: { id: number } }> {
  const body = JSON.stringify(input);
  return new Promise((answered, failed) => {
    const request = http.request(
      `${url}api/${method}`,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const result = JSON.parse(text) as { ok: boolean; value?: { id: number }; error?: { message: string } };
          if (result.ok) answered(result);
          else failed(new Error(`${method}: ${result.error!.message}`));
        });
      },
    );
    request.on('error', failed);
    request.end(body);
  });
}
