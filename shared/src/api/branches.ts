import type { Branch } from '../schemas/team';
import { api } from './client';
import { unwrap } from './unwrap';

/** GET /business/branches: the business's branches, oldest first (the owner keeps them, a manager reads them). */
export async function fetchBranches(): Promise<Branch[]> {
  return unwrap<{ branches?: Branch[] }>(await api.get('/business/branches')).branches ?? [];
}
