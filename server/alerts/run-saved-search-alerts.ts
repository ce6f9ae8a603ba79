import type { Db } from '../db/db';
import { collectDueDigests } from './collect-due-digests';
import { readDigestBrand } from './digest-brand';
import type { DigestMailer } from './digest-mailer';

export interface AlertRunResult {
  /** Digests stored by this run (one per client with news). */
  collected: number;
  /** Digests sent by this run, retries of earlier ones included. */
  sent: number;
  /** Sends that failed; those digests stay stored for the next run. */
  failed: number;
}

/**
 * One pass of the saved-search e-mail alerts: stores one digest per client whose daily searches are
 * due and have news (new listings; price changes and returns to market as each search chose), then
 * sends every digest still owed, earlier failures included. Safe to run twice, concurrently or after a
 * crash: each event is claimed once (server/alerts/collect-due-digests.ts) and each digest sent once.
 */
export async function runSavedSearchAlerts(db: Db, mailer: DigestMailer, now: Date): Promise<AlertRunResult> {
  const brand = await readDigestBrand(db, mailer.brand, mailer.siteUrl);
  const collected = await collectDueDigests(db, now, mailer.siteUrl, brand);
  const { sent, failed } = await mailer.deliverPending();
  return { collected: collected.length, sent, failed };
}
