import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seed } from '../../server/data/seed';
import { openTestDb, type TestDb } from './support/open-test-db';
import { TEST_TODAY } from './support/test-app';

let testDb: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  await seed(testDb.db, { count: 20, seed: 5, today: TEST_TODAY });
  app = await buildApp({
    db: testDb.db,
    config: { mapboxToken: undefined, logLevel: 'silent' },
    today: () => TEST_TODAY,
    logger: false,
  });
});
afterAll(async () => {
  await app?.close();
  await testDb?.close();
});

const agentsOf = (html: string) => [...html.matchAll(/data-matrix-dir="([^"]+)"/g)].map((match) => match[1]);

describe('GET /api/featuredAgents', () => {
  it('answers HTML listing every featured agent, by name, and no one else', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/featuredAgents' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const featured = await testDb.db.query<{ matrix_dir: string }>(
      'SELECT matrix_dir FROM agents WHERE is_featured ORDER BY full_name, matrix_dir',
    );
    expect(featured.rows.length).toBeGreaterThan(0);
    expect(agentsOf(response.body)).toEqual(featured.rows.map((row) => row.matrix_dir));

    const others = await testDb.db.query<{ full_name: string }>(
      'SELECT full_name FROM agents WHERE NOT is_featured',
    );
    for (const { full_name } of others.rows) expect(response.body).not.toContain(`>${full_name}<`);
  });

  it('gives each seeded featured agent their own portrait and video, a link to their page and the phone', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/api/featuredAgents' });
    const items = body.split('<li ').slice(1);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const dir = agentsOf(item)[0] ?? '';
      expect(item).toContain(`<img class="featured-agent-photo" src="/photos/agents/${dir}.svg"`);
      // The agent's own introduction, drawn from that portrait with their name (make-home-media.ts).
      const video = `/demo-assets/home/agent-video-${dir}.webm`;
      expect(item).toContain(`<video class="featured-agent-video" src="${video}"`);
      const file = join(import.meta.dirname, '../../demo/assets/home', basename(video));
      expect(statSync(file).size, `${video} is a short clip`).toBeLessThan(150_000);
      expect(item).toContain(`<a href="/about/${dir}">`);
      expect(item).toMatch(/<a href="tel:\+1\d{10}">\(\d{3}\) \d{3}-\d{4}<\/a>/);
      // Both bios, each marked with its language, so one answer serves English and Spanish readers.
      expect(item).toMatch(/<p class="featured-agent-bio" lang="en">[^<]+ helps buyers and sellers /);
      expect(item).toMatch(/<p class="featured-agent-bio" lang="es">[^<]+ ayuda a compradores y vendedores /);
    }
  });

  it('escapes whatever the database holds, so no markup of an agent row becomes HTML', async () => {
    const dir = agentsOf((await app.inject({ method: 'GET', url: '/api/featuredAgents' })).body)[0];
    const before = await testDb.db.query<{ full_name: string; bio: string; video_url: string }>(
      'SELECT full_name, bio, video_url FROM agents WHERE matrix_dir = $1',
      [dir],
    );
    await testDb.db.query(
      'UPDATE agents SET full_name = $2, bio = $3, video_url = $4 WHERE matrix_dir = $1',
      [
        dir,
        'Eve <script>alert(1)</script>',
        'Bio "><img src=x onerror=alert(2)> & more',
        'x" onloadstart="alert(3)',
      ],
    );
    try {
      const { body } = await app.inject({ method: 'GET', url: '/api/featuredAgents' });
      expect(body).not.toContain('<script>');
      expect(body).not.toContain('<img src=x');
      // The attack texts are there as text only: no tag carries them as attributes.
      expect(body).not.toMatch(/<[^>]*\sonerror=/);
      expect(body).not.toMatch(/\sonloadstart="/);
      expect(body).toContain('Eve &#60;script&#62;alert(1)&#60;/script&#62;');
      expect(body).toContain('Bio &#34;&#62;&#60;img src=x onerror=alert(2)&#62; &#38; more');
      expect(body).toContain('src="x&#34; onloadstart=&#34;alert(3)"');
    } finally {
      const row = before.rows[0];
      await testDb.db.query(
        'UPDATE agents SET full_name = $2, bio = $3, video_url = $4 WHERE matrix_dir = $1',
        [dir, row?.full_name, row?.bio, row?.video_url],
      );
    }
  });

  it('gives a demo database seeded before migration 032 the same Spanish bios and videos as a new one', async () => {
    const read = async () =>
      (await testDb.db.query('SELECT matrix_dir, bio_es, video_url FROM agents ORDER BY matrix_dir')).rows;
    const seeded = await read();
    expect(seeded.filter((row) => row.bio_es === null)).toEqual([]);
    // As the seed left agents before: no Spanish bio, the featured ones sharing three placeholder clips.
    await testDb.db.query(
      "UPDATE agents SET bio_es = NULL, video_url = CASE WHEN is_featured THEN '/demo-assets/home/agent-video-2.webm' END",
    );
    const migration = readFileSync(
      join(import.meta.dirname, '../../server/db/migrations/032_agent_photos_and_spanish_bios.sql'),
      'utf8',
    );
    const updates = migration
      .split(';')
      .map((statement) => statement.replace(/^--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE agents'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await testDb.db.exec(statement);
    expect(await read()).toEqual(seeded);
  });

  it('answers an empty list when no agent is featured', async () => {
    await testDb.db.query('UPDATE agents SET is_featured = false WHERE is_featured');
    const { statusCode, body } = await app.inject({ method: 'GET', url: '/api/featuredAgents' });
    expect(statusCode).toBe(200);
    expect(agentsOf(body)).toEqual([]);
    expect(body).toContain('<ul class="featured-agents">');
  });
});
