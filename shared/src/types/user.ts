import type { Business } from './business';
import type { Id } from './common';

export interface User {
  _id: Id;
  name: string;
  phone: string;
  business: Business | null;
}

export interface Session {
  user: User | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  initialised: boolean;
}

export interface AuthResult {
  token: string;
  user: User;
}
