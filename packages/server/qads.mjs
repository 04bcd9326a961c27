import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = new PGlite({ dataDir: '/tmp/vd/pgdata', extensions: { pg_trgm, unaccent } });
await db.waitReady;
console.log((await db.query(`select (select count(*) from ads) ads, (select count(*) from ad_clicks) clicks, (select count(*) from partners) partners`)).rows);
const at = new Date().toISOString();
const q = `EXPLAIN ANALYZE SELECT a.id, (SELECT count(*)::int FROM ad_clicks k WHERE k.ad_id = a.id) clicks, to_char(($1::timestamptz AT TIME ZONE coalesce((SELECT c.time_zone FROM country_amchams c WHERE c.id = a.country_amcham_id), 'UTC'))::date, 'YYYY-MM-DD') FROM ads a WHERE a.permanent OR (a.start_date <= ($1::timestamptz AT TIME ZONE coalesce((SELECT c.time_zone FROM country_amchams c WHERE c.id = a.country_amcham_id), 'UTC'))::date) ORDER BY a.start_date DESC, a.id DESC LIMIT 10`;
for (let i = 0; i < 3; i++) { const t = performance.now(); const r = await db.query(q, [at]); console.log((performance.now() - t).toFixed(1)); if (i == 2) console.log(r.rows.map((r) => r['QUERY PLAN']).join('\n')); }
await db.close();
