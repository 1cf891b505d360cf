import http from 'node:http';
import Database from 'better-sqlite3';

/**
 * The floor: the same first page served by a bare node:http handler over better-sqlite3, with a
 * prepared statement and JSON.stringify. Nothing can be faster than this on the same database.
 */
const db = new Database(process.argv[2]!, { readonly: true });
const firstPage = db.prepare('select * from items order by id limit 100');
const server = http.createServer((req, res) => {
  const body = JSON.stringify({ data: firstPage.all() });
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const a = server.address() as { port: number };
  process.stdout.write(`http://127.0.0.1:${a.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
