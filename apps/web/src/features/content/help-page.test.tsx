// @vitest-environment jsdom
// The rendered HTML goes through DOMPurify, which is checked in jsdom (see sanitize-html.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n.ts';
import { helpTerms, ok } from '../../test/content-fixture.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { renderContent } from '../../test/render-content.tsx';
import { FeedbackForm } from './feedback-form.tsx';
import { HelpModal } from './help-modal.tsx';
import { HelpPage } from './help-page.tsx';

describe('help centre', () => {
  it('shows the server terms, marks and scrolls to the one the address names', async () => {
    stubFetch({ '/wps/system/helpCenter': () => ok({ list: helpTerms }) });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderContent(<HelpPage term="privacy" termHref={(term) => `/help#${term}`} />);
    const section = await screen.findByRole('region', { name: 'Política de privacidade' });
    expect(section.id).toBe('privacy');
    expect(section.getAttribute('aria-current')).toBe('location');
    expect(section.innerHTML).not.toContain('script');
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(section));
    const menu = screen.getByRole('navigation', { name: 'Temas de ajuda' });
    expect(within(menu).getByRole('link', { name: 'Sobre nós' }).getAttribute('href')).toBe(
      '/help#about',
    );
  });

  it('the help modal shows one term and offers the full page', async () => {
    stubFetch({ '/wps/system/helpCenter': () => ok({ list: helpTerms }) });
    const onOpenPage = vi.fn();
    renderContent(<HelpModal term="privacy" onClose={vi.fn()} onOpenPage={onOpenPage} />);
    const dialog = await screen.findByRole('dialog', { name: 'Política de privacidade' });
    expect(within(dialog).getByText('Os seus dados.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir o centro de ajuda' }));
    expect(onOpenPage).toHaveBeenCalledWith('privacy');
  });
});

describe('feedback form', () => {
  // In the portal the form sits in the help section or the help popup, which load the messages.
  beforeAll(async () => {
    await loadMessages();
  });

  it('counts characters live, checks the fields and sends', async () => {
    const fetchMock = stubFetch({ '/wps/feedback': () => ok({ feedbackId: '31' }) });
    renderContent(<FeedbackForm />);
    const form = screen.getByRole('form', { name: 'Enviar opinião' });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(within(form).getByText('Por favor, escreva o conteúdo.')).toBeTruthy();
    expect(within(form).getByText('Indique um contacto.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Tipo de questão'), 'withdraw');
    const content = within(form).getByLabelText('Descrição');
    await userEvent.type(content, 'Demora');
    expect(within(form).getByText('Caracteres: 6 / 140')).toBeTruthy();
    expect(content.getAttribute('maxlength')).toBe('140');
    await userEvent.type(within(form).getByLabelText(/Contacto/u), 'ana@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/A sua opinião foi enviada \(n.º 31\)/u)).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      questionType: 'withdraw',
      content: 'Demora',
      contactInfo: 'ana@example.com',
    });
  });

  it('shows the server refusal (rate limit) above the button', async () => {
    stubFetch({
      '/wps/feedback': () =>
        jsonResponse(
          { success: false, code: 'too_many_requests', message: 'Demasiados pedidos.' },
          429,
        ),
    });
    renderContent(<FeedbackForm />);
    const form = screen.getByRole('form', { name: 'Enviar opinião' });
    await userEvent.type(within(form).getByLabelText('Descrição'), 'Olá');
    await userEvent.type(within(form).getByLabelText(/Contacto/u), 'ana');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
  });
});
