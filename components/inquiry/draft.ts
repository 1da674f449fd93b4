/**
 * What a visitor typed into the quick inquiry form, kept in sessionStorage
 * per page: signing in goes to /login and back, and nothing typed is lost.
 * Cleared once the inquiry is sent.
 */
export type InquiryDraft = {
  cas?: string;
  productName?: string;
  quantity?: number | null;
  unitCode?: string;
  purity?: string;
  note?: string;
  contactName?: string;
  contactPhone?: string;
};

const FIELDS = ['cas', 'productName', 'quantity', 'unitCode', 'purity', 'note', 'contactName', 'contactPhone'] as const;

export function draftKey(pathname: string): string {
  return `chemmart:quick-inquiry:${pathname}`;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's sessionStorage, or nothing where it is unavailable (server, privacy modes). */
export function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, pathname: string, draft: InquiryDraft): void {
  const kept = Object.fromEntries(FIELDS.filter((f) => draft[f] !== undefined && draft[f] !== null && draft[f] !== '').map((f) => [f, draft[f]]));
  try {
    if (Object.keys(kept).length === 0) storage?.removeItem(draftKey(pathname));
    else storage?.setItem(draftKey(pathname), JSON.stringify(kept));
  } catch {
    // A full or blocked storage only costs the convenience.
  }
}

/** The saved draft of a page; anything unreadable or of the wrong type is dropped. */
export function loadDraft(storage: DraftStorage | null, pathname: string): InquiryDraft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(draftKey(pathname)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const draft: InquiryDraft = {};
  for (const field of FIELDS) {
    const value = (parsed as Record<string, unknown>)[field];
    if (field === 'quantity') {
      if (typeof value === 'number' && Number.isFinite(value)) draft.quantity = value;
    } else if (typeof value === 'string') {
      draft[field] = value;
    }
  }
  return draft;
}

export function clearDraft(storage: DraftStorage | null, pathname: string): void {
  try {
    storage?.removeItem(draftKey(pathname));
  } catch {
    // nothing to clear
  }
}
