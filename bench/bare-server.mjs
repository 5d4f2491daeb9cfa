/**
 * The reference for catalog reads: a bare node:http server answering fixed bytes per path, whatever
 * the method (a POST's body is read, then ignored).
 * `node bench/bare-server.mjs <routes.json>`; the file holds { port, routes: { path: { headers, body } } }
 * with bodies in base64. Prints "ready" once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { port, routes } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(routes).map(([path, route]) => [
    path,
    { headers: route.headers, body: Buffer.from(route.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get((request.url ?? '/').split('?', 1)[0]);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const reply = () => {
    response.writeHead(200, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  };
  // A request with a body (the POST calls) is read to its end first, as any server must.
  if (request.method === 'GET') reply();
  else {
    request.resume();
    request.once('end', reply);
  }
});

server.listen(port, '127.0.0.1', () => console.log('ready'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
