/** Where the shell mounts this remote (the standalone page mounts it at the same place). */
export const FORMS_BASE = '/business/forms';
export const newFormPath = () => `${FORMS_BASE}/new`;
export const editFormPath = (id: string) => `${FORMS_BASE}/${encodeURIComponent(id)}/edit`;
/** Mounted by the shell to mf-responses. */
export const formResponsesPath = (id: string) => `${FORMS_BASE}/${encodeURIComponent(id)}/responses`;
