import http from 'node:http';
import pg from 'pg';

/**
 * The PostgreSQL floor: the same first page served by a bare node:http handler over a `pg` pool
 * (as many connections as the load's concurrency) and JSON.stringify. argv[2] is a connection URL.
 */
const pool = new pg.Pool({ connectionString: process.argv[2]!, max: 10 });
const FIRST_PAGE = { name: 'first-page', text: 'select * from items order by id limit 100' };
const server = http.createServer((req, res) => {
  pool.query(FIRST_PAGE).then(
    (result) => {
      const body = JSON.stringify({ data: result.rows });
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    },
    (err: Error) => {
      res.writeHead(500);
      res.end(err.message);
    },
  );
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const a = server.address() as { port: number };
  process.stdout.write(`http://127.0.0.1:${a.port}\n`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
