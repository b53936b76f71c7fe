import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, useApiServer } from '@fikr/shared/testing';
import { fail, formData } from '../test/fixtures';
import { renderPublic } from '../test/render';

const api = useApiServer();
const SUBMIT = 'POST /api/responses/abcdefgh12/submit';

beforeEach(() => api.server.route('GET /api/forms/u/abcdefgh12', ok(formData())));

async function openForm() {
  renderPublic('/form/abcdefgh12');
  await screen.findByRole('heading', { name: 'Fikringiz biz uchun juda muhim!' });
}

const submits = () => api.server.requests.filter((r) => r.method === 'POST');

async function answerRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: /Sevimli taomingiz/ }), '  Ali  ');
  await userEvent.click(
    within(screen.getByRole('radiogroup', { name: /Xizmat sifati/ })).getByRole('radio', { name: 'Yaxshi' }),
  );
}

describe('public form: sending', () => {
  it('required questions are enforced before anything is sent', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(screen.getAllByText('Iltimos, bu savolga javob bering')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Majburiy savollarga javob bering');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Sevimli taomingiz/ }));
    expect(submits()).toEqual([]);
  });

  it('sends only the non-empty answers, one string per question, then shows the thanks page', async () => {
    api.server.route(SUBMIT, ok({ _id: 'r1' }));
    await openForm();
    await answerRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'Somsa' }));
    await userEvent.type(screen.getByRole('textbox', { name: "Qo'shimcha" }), '   ');
    await userEvent.click(screen.getByRole('radio', { name: '4 yulduz' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Izoh' }), 'Zo‘r!');
    await userEvent.click(screen.getByRole('switch', { name: 'Anonim emas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));

    await screen.findByRole('heading', { name: 'Rahmat!' });
    expect(screen.getByText('Sizning javoblaringiz muvaffaqiyatli yuborildi.')).toBeVisible();
    // the completion page says which reward is on its way (issue 16 item 15)
    expect(screen.getByTestId('location').textContent).toBe('/form-completed?reward=coin&amount=5000');
    expect(screen.getByTestId('completed-reward')).toHaveTextContent('5 000 coin hisobingizga tushdi');
    expect(submits().map((r) => [r.path, r.body])).toEqual([
      [
        '/api/responses/abcdefgh12/submit',
        {
          answers: [
            { question: 'q-name', value: 'Ali' },
            { question: 'q-dish', value: 'Somsa' },
            { question: 'q-service', value: '4' },
          ],
          rating: 4,
          review: 'Zo‘r!',
          isPublic: false,
        },
      ],
    ]);
  });

  it("'Ismingiz' is optional, prefilled from the customer's earlier answer and sent trimmed", async () => {
    api.server.route('GET /api/forms/u/abcdefgh12', ok(formData({ customerName: 'Dilnoza' })));
    api.server.route(SUBMIT, ok({ _id: 'r1' }));
    await openForm();
    const name = screen.getByRole('textbox', { name: /Ismingiz/ }) as HTMLInputElement;
    expect(name.value).toBe('Dilnoza');
    expect(name.getAttribute('aria-required')).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, '  Dilnoza Karimova ');
    await answerRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    await screen.findByRole('heading', { name: 'Rahmat!' });
    expect(submits()[0].body).toMatchObject({ name: 'Dilnoza Karimova' });
  });

  it('with the defaults the rating is 1 and the response is public', async () => {
    api.server.route(SUBMIT, ok({ _id: 'r1' }));
    await openForm();
    await answerRequired();
    const button = screen.getByRole('button', { name: 'Yuborish' }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await screen.findByRole('heading', { name: 'Rahmat!' });
    expect(submits()[0].body).toMatchObject({ rating: 1, review: '', isPublic: true });
  });

  it("a failed send shows the server's message and can be retried", async () => {
    api.server.route(SUBMIT, fail(400, 'Majburiy savolga javob berilmagan: Ismingiz'));
    await openForm();
    await answerRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Majburiy savolga javob berilmagan: Ismingiz');
    expect((screen.getByRole('button', { name: 'Yuborish' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('location').textContent).toBe('/form/abcdefgh12');
  });

  it('a send that finds the survey already completed (409) goes to the already-completed page', async () => {
    api.server.route(SUBMIT, fail(409, "So'rovnoma allaqachon to'ldirilgan"));
    await openForm();
    await answerRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    await screen.findByRole('heading', { name: "To'ldirilgan" });
    expect(screen.getByTestId('location').textContent).toBe('/form-completed?artu=true');
  });

  it('the uz/ru switch translates the page and remembers the choice', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /Русский/ }));
    await screen.findByRole('heading', { name: 'Ваше мнение очень важно для нас!' });
    expect(screen.getByRole('button', { name: 'Отправить' })).toBeVisible();
    // the 1–5 scale has words; the 0–10 scale shows plain numbers
    expect(screen.getAllByRole('radio', { name: 'Хорошо' })).toHaveLength(1);
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    localStorage.removeItem('lang');
  });
});
