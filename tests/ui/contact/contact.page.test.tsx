import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubmitContact } from '../../../core/contact/submit-contact.use-case';
import { AppError } from '../../../core/shared/app-error';
import { Notifier } from '../../../ui/common/notifier';
import ContactPage from '../../../ui/contact/contact.page';
import { ContactViewModel } from '../../../ui/contact/contact.view-model';
import { FakeClock } from '../../fakes/fake-clock';
import { FakeDatabase } from '../../fakes/fake-database';
import { renderPage, resolverOf } from '../render-page';

async function renderContact(database = new FakeDatabase()) {
  const notifier = new Notifier();
  const clock = new FakeClock();
  const vm = new ContactViewModel(new SubmitContact(database), clock, notifier);
  await renderPage(<ContactPage />, { path: '/contact', notifier, resolver: resolverOf([[ContactViewModel, vm]]) });
  return { database, clock };
}

async function fill() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Name/), 'Dev');
  await user.type(screen.getByLabelText(/^Email/), 'dev@example.in');
  await user.type(screen.getByLabelText(/^Message/), 'When do mocks start?');
  return user;
}

describe('the /contact page', () => {
  it('shows the support e-mail, the reply promise and a 6-row message box', async () => {
    await renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@nyayapath.in' })).toHaveAttribute('href', 'mailto:help@nyayapath.in');
    expect(screen.getByText(/within 24 hours on business days/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Message/)).toHaveAttribute('rows', '6');
  });

  it('thanks the sender, then brings back an empty form', async () => {
    const { clock, database } = await renderContact();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(database.contactSubmissions).toEqual([{ name: 'Dev', email: 'dev@example.in', message: 'When do mocks start?' }]);
    await clock.advance(3_000);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps what was typed when sending fails', async () => {
    const database = new FakeDatabase();
    database.failure = new AppError('network', 'Failed to fetch');
    await renderContact(database);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('When do mocks start?');
  });

  it('shows each validation message', async () => {
    await renderContact();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(screen.getByLabelText(/^Name/), 'Dev');
    await user.type(screen.getByLabelText(/^Email/), 'dev-at-example');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });
});
