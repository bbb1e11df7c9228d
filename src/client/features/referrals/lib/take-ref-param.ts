/** The longest code POST /api/referrals/visits accepts (ReferralVisitBodySchema). */
const MAX_CODE_LENGTH = 40;

/**
 * Reads ?ref={code} from a query string and returns the query string without it. Null when there is no ref
 * parameter; `code` is null when the parameter holds nothing the server would take.
 */
export function takeRefParam(search: string): { code: string | null; search: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('ref')) return null;
  const code = params.get('ref')?.trim() ?? '';
  params.delete('ref');
  const rest = params.toString();
  return { code: code && code.length <= MAX_CODE_LENGTH ? code : null, search: rest ? `?${rest}` : '' };
}
