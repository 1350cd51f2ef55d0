/**
 * Paying by an e-mailed link needs no login (spec part 1 §6), and the gateway brings the browser back to
 * /gpmsResponse?requestId=… in the same tab. The link page remembers here, for this tab only (sessionStorage),
 * which link it sent to the gateway under which requestId; the return page then shows that link's result
 * through the link's own public look-up instead of asking the payer to sign in (issue 26, symptom 14).
 */

const KEY = 'sannidhi.linkPayments';
/** A tab pays a handful of links at most; older ones are forgotten. */
const KEPT = 10;

type Remembered = Record<string, string>;

function read(storage: Storage | null): Remembered {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the return page falls back to the signed-in result
  }
}

/** The link page, just before posting the gateway form: link `linkId` is paid as gateway request `requestId`. */
export function rememberLinkPayment(requestId: string, linkId: string, storage = tabStorage()): void {
  if (!requestId || !linkId || !storage) return;
  const entries = Object.entries(read(storage)).filter(([key]) => key !== requestId);
  entries.push([requestId, linkId]);
  try {
    storage.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEPT))));
  } catch {
    /* storage full or blocked: nothing remembered */
  }
}

/** The link this tab paid as gateway request `requestId`, or null when the return is not a link payment of this tab. */
export function linkOfReturn(requestId: string | null, storage = tabStorage()): string | null {
  if (!requestId) return null;
  return read(storage)[requestId] ?? null;
}
