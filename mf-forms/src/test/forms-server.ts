import {
  consoleForm,
  ok,
  useApiServer,
  type RecordedRequest,
  type RouteHandler,
  type RouteReply,
} from '@fikr/shared/testing';
import type { Form } from '@fikr/shared';

export interface FormsServer {
  forms: Form[];
  requests: RecordedRequest[];
  /** Replaces the answer of `METHOD /api/path` (an exact path wins over the forms routes) for the rest of the test. */
  route(key: string, handler: RouteHandler | RouteReply): void;
}

const notFound: RouteReply = { status: 404, body: { success: false, message: 'Form topilmadi' } };

type PostedForm = Pick<Form, 'title' | 'description'> & { questions: Array<Partial<Form['questions'][number]>> };

/** The posted questions as the API saves them: each with an id (kept if it had one), `options` always a list. */
function savedQuestions(formId: string, questions: PostedForm['questions']): Form['questions'] {
  return questions.map((q, i) => ({
    ...q,
    _id: q._id ?? `${formId}-q${i + 1}`,
    type: q.type ?? 'text',
    text: q.text ?? '',
    required: q.required ?? false,
    options: q.options ?? [],
  }));
}

/**
 * Jest hooks: the shared local API server answering the API's forms calls (spec 7) over a list held in memory;
 * the list, the routes and the recorded requests start empty in every test.
 */
export function useFormsServer(): FormsServer {
  const { server } = useApiServer();
  const state: FormsServer = {
    forms: [],
    requests: server.requests,
    route: (key, handler) => server.route(key, handler),
  };
  const byId = (req: RecordedRequest) => state.forms.find((f) => f._id === req.params.id);
  beforeEach(() => {
    state.forms = [];
    server.route('GET /api/forms', () => ok({ forms: state.forms }));
    server.route('POST /api/forms', (req) => {
      const posted = req.body as PostedForm;
      const _id = `f${state.forms.length + 1}`;
      const now = new Date().toISOString();
      const created = consoleForm({
        ...posted,
        _id,
        questions: savedQuestions(_id, posted.questions),
        createdAt: now,
        updatedAt: now,
      }) as Form;
      state.forms.unshift(created);
      return ok(created, 201);
    });
    server.route('GET /api/forms/:id', (req) => {
      const form = byId(req);
      return form ? ok(form) : notFound;
    });
    server.route('PATCH /api/forms/:id', (req) => {
      const form = byId(req);
      if (!form) return notFound;
      const posted = req.body as PostedForm;
      return ok(Object.assign(form, posted, { questions: savedQuestions(form._id, posted.questions) }));
    });
    server.route('DELETE /api/forms/:id', (req) => {
      const form = byId(req);
      if (!form) return notFound;
      state.forms = state.forms.filter((f) => f !== form);
      return ok({ _id: form._id });
    });
  });
  return state;
}

/** A promise with its resolver, to hold a server answer until the test has seen the busy state. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}
