import { createServer } from 'node:http';

/**
 * A stand-in for Frankfurter v2 on loopback (the bench machine has no internet): deterministic
 * USD rates for every weekday, in the provider's answer shape. GET /stats counts the rate requests.
 */
const BASE: Record<string, number> = { MXN: 18.5, COP: 4100, BRL: 5.4, CLP: 940, PEN: 3.7, ARS: 1050 };
let requests = 0;

function rows(from: string, to: string, quotes: string[]) {
  const out: { date: string; base: string; quote: string; rate: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const day = date.toISOString().slice(0, 10);
    out.push({ date: day, base: 'USD', quote: 'USD', rate: 1 });
    for (const quote of quotes) {
      const rate = (BASE[quote] ?? 1) * (1 + 0.02 * Math.sin(t / 86_400_000 / 9));
      out.push({ date: day, base: 'USD', quote, rate: Number(rate.toFixed(4)) });
    }
  }
  return out;
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let body: unknown = { message: 'not found' };
  let status = 404;
  if (url.pathname === '/v2/rates') {
    requests++;
    status = 200;
    body = rows(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '', (url.searchParams.get('quotes') ?? '').split(','));
  } else if (url.pathname === '/stats') {
    status = 200;
    body = { requests };
  }
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}).listen(Number(process.env.PORT), '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
