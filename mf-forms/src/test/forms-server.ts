import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@fikr/shared';
import type { ApiForm } from '../api/forms-api';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };
/** A handler may answer later (to observe 'Saqlanmoqda...' / 'O'chirilmoqda...'). */
type Override = (req: SeenRequest) => Reply | Promise<Reply>;

export interface FormsServer {
  forms: ApiForm[];
  requests: SeenRequest[];
  /** Replaces the answer of `METHOD /api/path` (exact path) for the rest of the test. */
  override(key: string, handler: Override): void;
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => resolve(raw ? JSON.parse(raw) : undefined));
  });
}

const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, data } });
const notFound: Reply = { status: 404, body: { success: false, message: 'Form topilmadi' } };

/** The API's forms calls (spec 7) over a list held in memory. */
function answer(state: FormsServer, req: SeenRequest): Reply {
  const id = /^\/api\/forms\/([^/]+)$/.exec(req.path)?.[1];
  const form = state.forms.find((f) => f._id === id);
  if (req.method === 'GET' && req.path === '/api/forms') return ok({ forms: state.forms });
  if (req.method === 'POST' && req.path === '/api/forms') {
    const created: ApiForm = {
      ...(req.body as ApiForm),
      _id: `f${state.forms.length + 1}`,
      responses: [],
      createdAt: new Date().toISOString(),
    };
    state.forms.unshift(created);
    return ok(created, 201);
  }
  if (!form) return notFound;
  if (req.method === 'GET') return ok(form);
  if (req.method === 'PATCH') return ok(Object.assign(form, req.body as object));
  if (req.method === 'DELETE') {
    state.forms = state.forms.filter((f) => f !== form);
    return ok({ _id: form._id });
  }
  return notFound;
}

/** Jest hooks: a real HTTP server on 127.0.0.1 the shared axios client talks to; state reset per test. */
export function useFormsServer(): FormsServer {
  const state: FormsServer & { overrides: Map<string, Override> } = {
    forms: [],
    requests: [],
    overrides: new Map(),
    override: (key, handler) => state.overrides.set(key, handler),
  };
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const seen: SeenRequest = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0],
      body: await readBody(req),
    };
    state.requests.push(seen);
    const override = state.overrides.get(`${seen.method} ${seen.path}`);
    const reply = override ? await override(seen) : answer(state, seen);
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    api.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    state.forms = [];
    state.requests.length = 0;
    state.overrides.clear();
  });
  return state;
}

/** A promise with its resolver, to hold a server answer until the test has seen the busy state. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}
