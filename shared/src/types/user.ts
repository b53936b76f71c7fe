import type { z } from 'zod';
import type { authResultSchema, userSchema } from '../schemas/views/business';

export type User = z.infer<typeof userSchema>;

export interface Session {
  user: User | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  initialised: boolean;
}

export type AuthResult = z.infer<typeof authResultSchema>;
