import { escapeHtml } from '../pages/escape-html';
import type { DigestBrand } from './digest-brand';

/** One listing of the digest, its words already in the client's language. */
export interface DigestItem {
  kind: string;
  place: string;
  /** Price and rooms: '$300,000 (was $325,000) · 3 bd · 2 ba'. */
  facts: string;
  link: string;
  /** Absolute photo URL, null when the listing has none to show yet. */
  photo: string | null;
}

/** Everything the HTML part shows, composed by composeDigestEmail. */
export interface DigestView {
  language: string;
  subject: string;
  hello: string;
  intro: string;
  sections: readonly { title: string; items: readonly DigestItem[]; stopUrl: string; stopLabel: string }[];
  footer: string;
  /** The link that stops all of the client's alert e-mails, with its words. */
  stopAll: { url: string; label: string } | null;
  brand: DigestBrand;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933';
const MUTED = 'color:#52606d';
const e = escapeHtml;

function item(entry: DigestItem, color: string): string {
  const photo = entry.photo
    ? `<td width="160" valign="top" style="padding:0 16px 0 0"><a href="${e(entry.link)}"><img src="${e(entry.photo)}" alt="${e(entry.place)}" width="160" height="120" style="display:block;border:0;width:160px;height:120px;object-fit:cover"></a></td>`
    : '';
  return [
    '<tr><td style="padding:12px 24px 0">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>',
    photo,
    `<td valign="top" style="font-size:14px;${FONT}">`,
    `<p style="margin:0 0 4px;font-size:12px;${MUTED};text-transform:uppercase">${e(entry.kind)}</p>`,
    `<a href="${e(entry.link)}" style="color:${e(color)};font-weight:bold;text-decoration:none">${e(entry.place)}</a>`,
    `<p style="margin:4px 0 0">${e(entry.facts)}</p>`,
    '</td></tr></table></td></tr>',
  ].join('');
}

/**
 * The digest's HTML part as mail clients need it: nested tables, every style inline (no <style>, no
 * classes, which many clients drop), a 600 px column, the brokerage's logo, name and colour on top, each
 * listing's photo beside its price and facts, and the footer with the brokerage's postal address and
 * the unsubscribe links. Every text is escaped (server/pages/escape-html.ts): titles and names come
 * from clients, addresses from the MLS, the brand from configuration.
 */
export function renderDigestHtml(view: DigestView): string {
  const { brand } = view;
  const rows: string[] = [
    `<tr><td style="background:${e(brand.color)};padding:16px 24px"><img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" width="36" height="36" style="vertical-align:middle;border:0"> <span style="color:#ffffff;font-size:20px;font-weight:bold;vertical-align:middle;font-family:Arial,Helvetica,sans-serif">${e(brand.name)}</span></td></tr>`,
    `<tr><td style="padding:24px 24px 0;font-size:16px;${FONT}"><p style="margin:0 0 8px">${e(view.hello)}</p><p style="margin:0">${e(view.intro)}</p></td></tr>`,
  ];
  for (const section of view.sections) {
    rows.push(
      `<tr><td style="padding:24px 24px 0;${FONT}"><h2 style="margin:0;font-size:18px;color:${e(brand.color)}">${e(section.title)}</h2></td></tr>`,
      ...section.items.map((entry) => item(entry, brand.color)),
      `<tr><td style="padding:12px 24px 0;font-size:12px;${FONT}"><a href="${e(section.stopUrl)}" style="${MUTED}">${e(section.stopLabel)}</a></td></tr>`,
    );
  }
  const sender = [brand.name, brand.postalAddress].filter(Boolean).map((part) => e(String(part)));
  const stopAll = view.stopAll
    ? `<br><a href="${e(view.stopAll.url)}" style="${MUTED}">${e(view.stopAll.label)}</a>`
    : '';
  rows.push(
    `<tr><td style="padding:24px;font-size:12px;${FONT};${MUTED}"><p style="margin:24px 0 0;border-top:1px solid #e4e7eb;padding-top:16px">${e(view.footer)}<br>${sender.join(' · ')}${stopAll}</p></td></tr>`,
  );
  return [
    `<!doctype html><html lang="${e(view.language)}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${e(view.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse">',
    rows.join('\n'),
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
