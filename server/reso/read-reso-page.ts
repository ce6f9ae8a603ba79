import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { describeIssues } from './describe-issues';
import { detectResource } from './detect-resource';
import type { ResoResource } from './import-report';
import { type ResoPage, resoPageSchema } from './reso-page-schema';

export type PageRead = { ok: true; page: ResoPage; resource: ResoResource } | { ok: false; reason: string };

/**
 * Reads and checks one page file. A file that is not a RESO page is reported, not fatal: one stray file
 * in a folder must not stop the others. Only an unreadable file (permissions, vanished) throws.
 */
export async function readResoPage(file: string): Promise<PageRead> {
  const text = await readFile(file, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = v.safeParse(resoPageSchema, json);
  if (!parsed.success) return { ok: false, reason: `not a RESO page: ${describeIssues(parsed.issues)}` };
  const resource = detectResource(parsed.output);
  if (resource === null) {
    return {
      ok: false,
      reason: 'neither @odata.context nor the records say Property, Member, Office, OpenHouse or Media',
    };
  }
  return { ok: true, page: parsed.output, resource };
}
