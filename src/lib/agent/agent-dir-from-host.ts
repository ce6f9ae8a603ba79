import * as v from 'valibot';
import { matrixDirSchema } from '../../contract';

/**
 * The agent sub-domain part of a host (DESIGN "How a page works": agent pages live at `{MatrixDir}.host`,
 * in the demo `{MatrixDir}.localhost:PORT`): the first label of a sub-domain of the brokerage site, in
 * lower case, or null for the site itself, `www`, an IP address or a label no MatrixDir can be.
 * Whether the label really names an agent (and not a city sub-domain) is the API's to say.
 */
export function agentDirFromHost(host: string): string | null {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (name === '' || name.startsWith('[') || /^[\d.]+$/.test(name)) return null;
  const labels = name.split('.');
  const isSubdomain = labels.at(-1) === 'localhost' ? labels.length === 2 : labels.length >= 3;
  const first = labels[0] ?? '';
  if (!isSubdomain || first === 'www') return null;
  return v.is(matrixDirSchema, first) ? first : null;
}
