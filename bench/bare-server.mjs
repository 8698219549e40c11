// The yardstick for `GET /api/recipes`: node:http and pg, no framework, the same session check
// (signed `savor.sid` cookie, the session and its user in one statement) and the same page SQL as
// Savor's list, both as named prepared statements as Savor runs them, answering the same JSON and
// X-Total-Count. `npm run bench` runs it beside Savor.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const secret = process.env.SESSION_SECRET;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const SESSION_SQL = `select s.data, (extract(epoch from s.expires_at) * 1000)::float8 as "expiresAtMs", u.id as "userId", u.is_admin as "isAdmin"
  from sessions s left join users u on u.id = s.user_id
  where s.sid = $1 and s.expires_at > now()`;

const CARD_COLUMNS = `r.id, r.user_id as "userId", r.name, r.description, r.image_url as "imageUrl",
  r.cook_time as "cookTime", r.servings, r.difficulty, r.category, r.tags[1:2] as tags,
  r.is_favorite as "isFavorite", r.is_public as "isPublic", r.is_moderated as "isModerated", r.source,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"`;

// The statement of SqlRecipeReadModel.listForOwner, with the same parameters in $n form.
const PAGE_SQL = `select t.total, card.*
  from (select count(*) as total from recipes r where r.user_id = $1) t
  left join lateral (
    (select r.id from recipes r where r.user_id = $1 and $3 * 2 <= t.total
     order by r.is_favorite desc, r.id desc limit $2 offset $3)
    union all
    (select r.id from recipes r where r.user_id = $1 and $3 * 2 > t.total
     order by r.is_favorite, r.id limit greatest(least($2, t.total - $3), 0) offset greatest(t.total - $3 - $2, 0))
  ) page on true
  left join lateral (select ${CARD_COLUMNS} from recipes r where r.id = page.id limit 1) card on true
  order by card."isFavorite" desc, card.id desc`;

function sessionId(cookieHeader) {
  const match = /(?:^|;\s*)savor\.sid=([^;]+)/.exec(cookieHeader ?? '');
  if (!match) return undefined;
  const value = decodeURIComponent(match[1]);
  if (!value.startsWith('s:')) return undefined;
  const dot = value.lastIndexOf('.');
  const sid = value.slice(2, dot);
  const expected = Buffer.from(createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, ''));
  const given = Buffer.from(value.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sid : undefined;
}

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://localhost');
    if (url.pathname !== '/api/recipes') {
      res.writeHead(url.pathname === '/api/health' ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const sid = sessionId(req.headers.cookie);
    const session = sid ? (await pool.query({ name: 'session', text: SESSION_SQL, values: [sid] })).rows[0] : undefined;
    const user = session?.userId == null ? undefined : { id: session.userId, isAdmin: session.isAdmin };
    if (!user) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Not authenticated"}');
      return;
    }
    const limit = Math.min(200, Number(url.searchParams.get('limit') ?? 100));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const { rows } = await pool.query({ name: 'page', text: PAGE_SQL, values: [user.id, limit, offset] });
    const total = rows.length ? Number(rows[0].total) : 0;
    const cards = [];
    for (const { total: _total, ...row } of rows) {
      if (row.id === null) continue;
      cards.push({ ...row, slug: slug(row.name), tags: row.tags ?? [] });
    }
    const body = JSON.stringify(cards);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': String(total),
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});

server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
