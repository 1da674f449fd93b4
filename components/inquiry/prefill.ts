/**
 * "询价" buttons in a list fill the page's quick inquiry form. The list and
 * the form are separate client components composed by a server page (which
 * cannot hand a callback from one to the other), so they meet through a
 * window event.
 */
export const QUICK_INQUIRY_EVENT = 'chemmart:quick-inquiry';

export type InquiryPrefill = { cas?: string; productName?: string; purity?: string };

export function requestQuickInquiry(prefill: InquiryPrefill): void {
  window.dispatchEvent(new CustomEvent<InquiryPrefill>(QUICK_INQUIRY_EVENT, { detail: prefill }));
}
