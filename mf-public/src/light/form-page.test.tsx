// The light form as customers get it: the server's HTML, then the same tree hydrated on Preact (react is
// preact/compat here, as in build-light.mjs), with fetch and the phone's storage.
import { fireEvent, screen, within } from '@testing-library/dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { act } from 'preact/test-utils';
import type { PublicFormPayload } from '@fikr/shared/core';
import { LightApp } from './app';
import type { LightState } from './types';

const DATA: PublicFormPayload = {
  form: {
    _id: 'f1',
    title: 'Mehmon fikri',
    description: '',
    questions: [
      { _id: 'q1', type: 'text', text: 'Sevimli taomingiz', required: true, options: [] },
      { _id: 'q2', type: 'number', text: 'Xizmat sifati', required: true, options: [], min: 1, max: 5 },
    ],
  },
  business: { name: 'Choyxona Navro‘z', description: 'Milliy taomlar', logo: null },
  typeMotive: 'coin',
  coin: 5000,
  voucher: { amount: 0 },
  status: 'waiting',
  openLink: false,
};

const formState = (patch: Partial<Extract<LightState, { page: 'form' }>> = {}): LightState => ({
  lang: 'uz',
  apiBase: '/api',
  page: 'form',
  code: 'abcdefgh12',
  data: DATA,
  ...patch,
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  localStorage.clear();
  document.body.innerHTML = '';
});

/** What the server sends, then hydrated as the browser's script does. */
async function open(state: LightState) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<LightApp state={state} />);
  document.body.appendChild(root);
  await act(async () => {
    hydrateRoot(root, <LightApp state={state} />);
  });
  return root;
}

const reply = (status: number, body: unknown = {}) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) });

async function answerRequired() {
  await act(async () => {
    fireEvent.input(screen.getByRole('textbox', { name: /Sevimli taomingiz/ }), { target: { value: 'Osh' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Yaxshi' }));
  });
}

/** Lets the sends' promises (fetch, the reply's JSON) settle and Preact render what they set. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Yuborish|Yuborilmoqda/ }));
  });

describe('the light form', () => {
  it('without JavaScript is a plain post to /form/{code}, its branch kept', () => {
    const html = renderToString(<LightApp state={formState({ branch: 'b 1' })} />);
    expect(html).toMatch(/<form method="post" action="\/form\/abcdefgh12\?b=b%201"/);
    expect(html).toContain('name="a.q1"');
    expect(html).toContain('name="a.q2"');
    expect(html).toContain('Yaxshi');
    expect(html).toContain('data-testid="reward-badge"');
  });

  it('shows again what the server found in a post, with the customer’s answers', async () => {
    await open(
      formState({
        values: { answers: { q1: 'Osh' }, rating: 3, review: 'Zo‘r', isPublic: false, name: '' },
        errors: { fields: { q2: 'Iltimos, bu savolga javob bering' }, message: 'Majburiy savollarga javob bering' },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Majburiy savollarga javob bering');
    expect(screen.getByRole('radiogroup', { name: /Xizmat sifati/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Sevimli taomingiz/ })).toHaveValue('Osh');
    expect(screen.getByRole('radio', { name: '3 yulduz' })).toBeChecked();
  });

  it('checks the required answers before anything is sent', async () => {
    await open(formState());
    await submit();
    expect(screen.getAllByText('Iltimos, bu savolga javob bering')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Sevimli taomingiz/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends once with fetch, however often the button is pressed; a refusal shows the server’s message', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await open(formState({ branch: 'b1' }));
    await answerRequired();
    await submit();
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, { body: string }];
    expect(url).toBe('/api/responses/abcdefgh12/submit?b=b1');
    expect(JSON.parse(init.body)).toMatchObject({
      answers: [
        { question: 'q1', value: 'Osh' },
        { question: 'q2', value: '4' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Yuborilmoqda...' })).toBeDisabled();
    await act(async () => answer(await reply(400, { message: 'Forma yopilgan' })));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Forma yopilgan');
    expect(screen.getByRole('button', { name: 'Yuborish' })).toBeEnabled();
  });

  it('without a connection keeps the answers on the phone and says so', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await open(formState());
    await answerRequired();
    await submit();
    await settle();
    expect(screen.getByTestId('queued')).toHaveTextContent("Internet yo'q");
    expect(JSON.parse(localStorage.getItem('fikr-pending:abcdefgh12') ?? 'null')).toMatchObject({ rating: 1 });
  });

  it('answers kept from an earlier visit go by themselves when the page opens', async () => {
    const kept = { answers: [{ question: 'q1', value: 'Osh' }], rating: 5, review: '', isPublic: true };
    localStorage.setItem('fikr-pending:abcdefgh12', JSON.stringify(kept));
    fetchMock.mockReturnValue(reply(503));
    const root = await open(formState());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body)).toEqual(kept);
    expect(within(root).getByTestId('queued')).toBeInTheDocument();
  });
});
