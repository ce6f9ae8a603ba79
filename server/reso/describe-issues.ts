import * as v from 'valibot';

const shown = (input: unknown) => {
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/**
 * A bad record's validation issues as one line a person can act on:
 * 'ListPrice: Expected a number (got "Call for price"); ListingContractDate: …'. At most three issues,
 * because the first usually explains the rest.
 */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  // One bad value can fail several checks with the same message ('2026-13-45': format and calendar).
  const lines = [...new Set(issues.map(describeIssue))];
  const more = lines.length > 3 ? `; and ${lines.length - 3} more` : '';
  return `${lines.slice(0, 3).join('; ')}${more}`;
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const where = path === null ? '' : `${path}: `;
  if (issue.input === undefined) return `${where}missing`;
  // A whole record as "got" says nothing, and valibot's own type messages already name what came.
  if ((typeof issue.input === 'object' && issue.input !== null) || issue.message.includes(' but received ')) {
    return `${where}${issue.message}`;
  }
  return `${where}${issue.message} (got ${shown(issue.input)})`;
}
