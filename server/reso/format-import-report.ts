import type { ImportReport } from './import-report';

/**
 * The CLI's summary: what was read, what changed, every record left out with its key and reason, and
 * every field dropped from a record that was kept.
 */
export function formatImportReport(report: ImportReport, where: string, milliseconds: number): string {
  const { listings: l, offices: o, agents: a, openHouses: h, media: m, pages } = report;
  const lines = [
    `Imported into ${where} in ${(milliseconds / 1000).toFixed(1)} s:`,
    `  files read: ${report.files} (${pages.Property} Property, ${pages.Member} Member, ${pages.Office} Office, ${pages.OpenHouse} OpenHouse, ${pages.Media} Media pages; ${report.badFiles.length} not RESO pages)`,
    ...report.badFiles.map((bad) => `    skipped file ${bad.file}: ${bad.reason}`),
    `  listings: ${l.imported} imported, ${l.updated} updated, ${l.unchanged} unchanged, ${l.stale} older than stored (ignored)`,
    `  listings off the market or not for display: ${l.removed} removed, ${l.notStored} not stored`,
    `  offices: ${o.imported} imported, ${o.updated} updated, ${o.ignored} not ours or inactive`,
    `  agents: ${a.imported} imported, ${a.updated} updated, ${a.ignored} not ours or inactive (${a.removed} of them had pages, now removed)`,
    `  open houses sent on their own: ${h.applied} stored, ${h.removed} taken down, ${h.ignored} ignored`,
    `  photos sent on their own: ${m.applied} stored, ${m.removed} taken down, ${m.ignored} ignored (older, an office's, or another brokerage's member's)`,
    `  records skipped: ${report.skipped.length}`,
    ...report.skipped.map((skip) => `    ${skip.file} ${skip.resource} ${skip.id}: ${skip.reason}`),
    `  fields dropped from records that were kept: ${report.droppedFields.length}`,
    ...report.droppedFields.map(
      (drop) => `    ${drop.file} ${drop.resource} ${drop.id} ${drop.field}: ${drop.reason}`,
    ),
  ];
  return lines.join('\n');
}
