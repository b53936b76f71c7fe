/**
 * @jest-environment jsdom
 */
// The customer form on React, as the console's remote and the editor's preview render it (the light page's
// tests run the same components on Preact: mf-public/src/light).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Question } from '../types/form';
import { initialValues, type SubmitBody } from './answers';
import { CustomerForm, type CustomerFormProps, type SendOutcome } from './customer-form';
import { customerFormTexts, translator } from './texts';

const QUESTIONS: Question[] = [
  { _id: 'food', type: 'text', text: 'Sevimli taomingiz', required: true, options: [] },
  { _id: 'dish', type: 'choice', text: 'Qaysi taom?', required: false, options: ['Osh', 'Somsa'] },
  { _id: 'service', type: 'number', text: 'Xizmat sifati', required: true, options: [], min: 1, max: 5 },
];

function renderForm(props: Partial<CustomerFormProps> = {}) {
  return render(
    <CustomerForm
      t={translator(customerFormTexts, 'uz')}
      questions={QUESTIONS}
      initialValues={initialValues({})}
      {...props}
    />,
  );
}

async function answerRequired() {
  await userEvent.type(screen.getByRole('textbox', { name: /Sevimli taomingiz/ }), 'Osh');
  await userEvent.click(screen.getByRole('radio', { name: 'Yaxshi' }));
}

describe('the customer form', () => {
  it('posts without JavaScript: named fields, radios for choices and scales, one star by default', () => {
    const { container } = renderForm({ action: '/form/abc?b=b1' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/form/abc?b=b1');
    expect(screen.getByRole('textbox', { name: /Sevimli taomingiz/ })).toHaveAttribute('name', 'a.food');
    expect(screen.getByRole('textbox', { name: /Sevimli taomingiz/ })).toHaveAttribute('id', 'q-food');
    const scale = screen.getByRole('radiogroup', { name: /Xizmat sifati/ });
    expect(
      within(scale)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('name')),
    ).toEqual(Array(5).fill('a.service'));
    expect(screen.getByRole('radio', { name: '1 yulduz' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Anonim emas' })).toBeChecked();
  });

  it('says the overall rating in plain figures: 1 / 5 by default, then what the customer chose', async () => {
    renderForm();
    expect(screen.getByTestId('rating-value')).toHaveTextContent('1 / 5');
    await userEvent.click(screen.getByRole('radio', { name: '4 yulduz' }));
    expect(screen.getByTestId('rating-value')).toHaveTextContent('4 / 5');
  });

  it('shows what the server found in a posted form', () => {
    renderForm({ postedErrors: { fields: { name: 'Ism juda uzun' }, message: 'Xatolik yuz berdi' } });
    expect(screen.getByRole('textbox', { name: /Ismingiz/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ism juda uzun')).toHaveAttribute('id', 'q-name-error');
    expect(screen.getByRole('alert')).toHaveTextContent('Xatolik yuz berdi');
  });

  it('as a preview checks the required answers, focuses the first, and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(screen.getAllByText('Iltimos, bu savolga javob bering')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Majburiy savollarga javob bering');
    expect(screen.getByRole('textbox', { name: /Sevimli taomingiz/ })).toHaveFocus();
    await answerRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends exactly once, however often the button is pressed', async () => {
    let finish: (outcome: SendOutcome) => void = () => undefined;
    const send = jest.fn((_: SubmitBody) => new Promise<SendOutcome>((resolve) => (finish = resolve)));
    renderForm({ send });
    await answerRequired();
    const button = screen.getByRole('button', { name: 'Yuborish' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({
      answers: [
        { question: 'food', value: 'Osh' },
        { question: 'service', value: '4' },
      ],
      rating: 1,
      review: '',
      isPublic: true,
    });
    expect(screen.getByRole('button', { name: 'Yuborilmoqda...' })).toBeDisabled();
    await act(async () => finish({ kind: 'error', message: 'Server xatosi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Server xatosi');
    expect(screen.getByRole('button', { name: 'Yuborish' })).toBeEnabled();
  });

  it('answers kept for later say so and are sent by themselves when the page opens', async () => {
    const kept: SubmitBody = { answers: [], rating: 5, review: '', isPublic: true };
    const send = jest.fn(async () => ({ kind: 'queued' }) as const);
    renderForm({ send, pending: () => kept });
    expect(await screen.findByTestId('queued')).toHaveTextContent("Internet yo'q");
    expect(send).toHaveBeenCalledWith(kept);
    expect(screen.getByRole('button', { name: 'Yuborish' })).toBeDisabled();
  });
});
