/** What the visitor typed into the contact form (SPEC §3 Contact message). */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { name: '', email: '', phone: '', message: '' };

/**
 * The fields POST /api/save-contact-form reads; `MatrixDir` addresses the message to the agent whose
 * page it is, and is left out on the company's page.
 */
export function contactFields(draft: ContactDraft, matrixDir: string | null): Record<string, string> {
  return {
    clientName: draft.name,
    clientEmail: draft.email,
    clientPhone: draft.phone,
    clientMessage: draft.message,
    ...(matrixDir ? { MatrixDir: matrixDir } : {}),
  };
}
