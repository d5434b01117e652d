import { screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { meOf, opsPath, renderConsole } from './console-test-kit.tsx';
import {
  awaitingAnswer,
  awaitingPeriod,
  boardNumbers,
  boardText,
  entriesAnswer,
  entry,
  lotteryPath,
} from './lottery-results-test-kit.ts';

/** Queries bound to the entry form. */
type Scope = BoundFunctions<typeof queries>;

const tiers = [
  ['ĐB 6 algarismos', [6]],
  ['G1 5 algarismos', [5]],
  ['G2 5 algarismos', [5]],
  ['G3 5 algarismos', [5, 5]],
  ['G4 5 algarismos', [5, 5, 5, 5, 5, 5, 5]],
  ['G5 4 algarismos', [4]],
  ['G6 4 algarismos', [4, 4, 4]],
  ['G7 3 algarismos', [3]],
  ['G8 2 algarismos', [2]],
] as const;

/** Opens the entry form of the HCM period; `enter` answers the entry call. */
async function openForm(enter: (request: Request) => Response | Promise<Response>) {
  stubFetch({
    [opsPath.me]: () => ok(meOf('risk', { username: 'ana' })),
    [lotteryPath.awaiting]: () => awaitingAnswer([awaitingPeriod()]),
    [lotteryPath.entries]: () => entriesAnswer([]),
    [lotteryPath.enter]: enter,
  });
  const user = userEvent.setup();
  renderConsole('/console/lottery-results', 'token');
  await user.click(
    await screen.findByRole('button', { name: 'Introduzir resultado: VN_MN_HCM 20261120-0001' }),
  );
  const form = screen
    .getByRole('heading', { name: 'Resultado de TP. Hồ Chí Minh · período 20261120-0001' })
    .closest('form')!;
  return { user, form: within(form) };
}

const inputs = (form: Scope) =>
  form.getAllByRole('textbox').filter((box) => box.tagName === 'INPUT') as HTMLInputElement[];

async function paste(user: ReturnType<typeof userEvent.setup>, form: Scope, text: string) {
  await user.click(form.getByLabelText('Colar o quadro inteiro'));
  await user.paste(text);
  await user.click(form.getByRole('button', { name: 'Preencher' }));
}

describe('lottery results page: the entry form', () => {
  it('lays a South board out by tier, ĐB to G8, each input as wide as its digits', async () => {
    const { form } = await openForm(() => fail(500, 'internal_error'));
    const groups = form.getAllByRole('group');
    expect(groups.map((g) => g.textContent)).toEqual(tiers.map(([name]) => name));
    tiers.forEach(([name, widths]) => {
      const boxes = within(form.getByRole('group', { name })).getAllByRole('textbox');
      expect(boxes.map((box) => (box as HTMLInputElement).maxLength)).toEqual(widths);
      boxes.forEach((box) => expect(box.getAttribute('inputmode')).toBe('numeric'));
    });
    expect(inputs(form)).toHaveLength(18);
    expect(form.getByRole('textbox', { name: 'G4 n.º 7' })).toBeTruthy();
    // The first input takes focus when the form opens.
    expect(document.activeElement).toBe(form.getByRole('textbox', { name: 'ĐB' }));
  });

  it('a pasted board fills the inputs; a valid one is sent as 18 numbers in order', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, form } = await openForm(async (request) => {
      sent.push(await requestBody(request));
      return ok(entry({ enteredBy: 'ana' }));
    });
    await paste(user, form, boardText);
    expect(inputs(form).map((box) => box.value)).toEqual(boardText.split(/[\s,]+/u));
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Resultado de TP. Hồ Chí Minh · 20261120-0001 enviado para aprovação.',
    );
    expect(sent).toEqual([
      { gameCode: 'VN_MN_HCM', periodNo: '20261120-0001', result: boardNumbers },
    ]);
    expect(screen.queryByRole('button', { name: 'Enviar para aprovação' })).toBeNull();
  });

  it('refuses a 3-digit G8 before sending', async () => {
    const sent: unknown[] = [];
    const { user, form } = await openForm((request) => {
      sent.push(request);
      return ok(entry());
    });
    await paste(user, form, boardText.replace(/ 05$/u, ' 123'));
    const g8 = form.getByRole('textbox', { name: 'G8' });
    expect((g8 as HTMLInputElement).value).toBe('123');
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(g8.getAttribute('aria-invalid')).toBe('true');
    const message = within(form.getByRole('group', { name: 'G8 2 algarismos' })).getByText(
      'Cada número desta linha tem 2 algarismos.',
    );
    expect(g8.getAttribute('aria-describedby')).toBe(message.id);
    expect(form.getByRole('textbox', { name: 'G7' }).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);

    // Typed again within its width, the board goes.
    await user.clear(g8);
    await user.type(g8, '05');
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('a paste with the wrong count fills nothing and says why', async () => {
    const { user, form } = await openForm(() => ok(entry()));
    await paste(user, form, '012345 54321');
    expect(form.getByRole('alert').textContent).toBe('São precisos 18 números; colados: 2.');
    expect(inputs(form).every((box) => box.value === '')).toBe(true);
  });

  it('shows a period already waiting for approval (409) in the language on screen', async () => {
    const { user, form } = await openForm(() => fail(409, 'approval_pending'));
    await paste(user, form, boardText);
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Já há um pedido sobre isto à espera de um segundo operador.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's message on the result under the board", async () => {
    const { user, form } = await openForm(() =>
      fail(400, 'invalid_input', { fields: { result: 'Resultado recusado pelo servidor.' } }),
    );
    await paste(user, form, boardText);
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect((await form.findByRole('alert')).textContent).toBe('Resultado recusado pelo servidor.');
  });
});

describe('lottery results page: a plain draw', () => {
  it('has one input per number and sends them as numbers', async () => {
    const sent: Record<string, unknown>[] = [];
    stubFetch({
      [opsPath.me]: () => ok(meOf('risk')),
      [lotteryPath.awaiting]: () =>
        awaitingAnswer([awaitingPeriod({ gameCode: 'LF_3D', name: 'Loto 3D', shape: 'LF_3D' })]),
      [lotteryPath.entries]: () => entriesAnswer([]),
      [lotteryPath.enter]: async (request) => {
        sent.push(await requestBody(request));
        return ok(entry({ gameCode: 'LF_3D', result: [0, 7, 9] }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/lottery-results', 'token');
    await user.click(await screen.findByRole('button', { name: /^Introduzir resultado: LF_3D/u }));
    const group = screen.getByRole('group', { name: 'Números de 0 a 9' });
    const boxes = within(group).getAllByRole('textbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.getAttribute('aria-label'), box.maxLength])).toEqual([
      ['Número 1', 1],
      ['Número 2', 1],
      ['Número 3', 1],
    ]);
    await user.type(boxes[0]!, '0');
    await user.type(boxes[1]!, '7');
    await user.type(boxes[2]!, '9');
    await user.click(screen.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toEqual([{ gameCode: 'LF_3D', periodNo: '20261120-0001', result: [0, 7, 9] }]);
  });
});

describe('lottery results page: the entries', () => {
  it('filters by state and corrects a settled result with the form prefilled', async () => {
    const asked: URLSearchParams[] = [];
    const sent: Record<string, unknown>[] = [];
    const settled = entry({ state: 'approved', decidedBy: 'ana', resultVersion: 1 });
    stubFetch({
      [opsPath.me]: () => ok(meOf('owner', { username: 'carlos' })),
      [lotteryPath.awaiting]: () => awaitingAnswer([]),
      [lotteryPath.entries]: (request) => {
        asked.push(new URL(request.url).searchParams);
        return entriesAnswer([settled]);
      },
      [lotteryPath.terms]: () =>
        ok({
          gameCode: 'VN_MN_HCM',
          shape: 'VN_MN',
          drawSource: 'MANUAL',
          terms: null,
          problems: [],
        }),
      [lotteryPath.enter]: async (request) => {
        sent.push(await requestBody(request));
        return ok(entry({ id: '8', correction: true, enteredBy: 'carlos' }));
      },
    });
    const user = userEvent.setup();
    renderConsole('/console/lottery-results', 'token');
    const table = await screen.findByRole('table', { name: 'Resultados introduzidos' });
    expect(within(table).getByText('Aprovado')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Exportar CSV' })).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'approved');
    await screen.findByRole('table', { name: 'Resultados introduzidos' });
    expect(asked[0]?.has('state')).toBe(false);
    expect(asked.at(-1)?.get('state')).toBe('approved');

    const correct = await screen.findByRole('button', { name: 'Corrigir: #7' });
    await within(table).findByText(/^ĐB 012345 · /u);
    await user.click(correct);
    const form = within(
      screen
        .getByRole('heading', { name: 'Correção de VN_MN_HCM · período 20261120-0001' })
        .closest('form')!,
    );
    expect(form.getByRole('textbox', { name: 'G8' })).toHaveProperty('value', '05');
    const g1 = form.getByRole('textbox', { name: 'G1' });
    await user.clear(g1);
    await user.type(g1, '54320');
    await user.click(form.getByRole('button', { name: 'Enviar para aprovação' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toEqual([
      {
        gameCode: 'VN_MN_HCM',
        periodNo: '20261120-0001',
        result: boardNumbers.map((n, i) => (i === 1 ? 54320 : n)),
      },
    ]);
  });
});
