import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExpireSession } from '../../../core/auth/expire-session.use-case';
import { SignIn } from '../../../core/auth/sign-in.use-case';
import { SignOut } from '../../../core/auth/sign-out.use-case';
import { SignUp } from '../../../core/auth/sign-up.use-case';
import AuthPage from '../../../ui/auth/auth.page';
import { AuthViewModel } from '../../../ui/auth/auth.view-model';
import { Notifier } from '../../../ui/common/notifier';
import { SessionViewModel } from '../../../ui/session/session.view-model';
import { FakeAuth } from '../../fakes/fake-auth';
import { FakeBackend } from '../../fakes/fake-backend';
import { RecordingLogger } from '../../fakes/recording-logger';
import { renderPage, resolverOf } from '../render-page';

async function renderAuth(auth = new FakeAuth(null)) {
  const notifier = new Notifier();
  const logger = new RecordingLogger();
  const session = new SessionViewModel(auth, new SignOut(auth), new ExpireSession(auth, logger), notifier);
  const vm = new AuthViewModel(new SignIn(auth), new SignUp(auth, new FakeBackend(), logger), notifier);
  await renderPage(<AuthPage />, {
    path: '/auth',
    notifier,
    resolver: resolverOf([
      [SessionViewModel, session],
      [AuthViewModel, vm],
    ]),
  });
  return { auth, vm };
}

describe('the /auth page', () => {
  it('labels every field and shows the sign-in validation message', async () => {
    await renderAuth();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'tara@example.in');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Email')).toHaveValue('tara@example.in');
  });

  it('signs up, then asks the student to sign in with the e-mail filled in', async () => {
    const { auth } = await renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^Email/), 'tara@example.in');
    await user.type(screen.getByLabelText(/^Phone number/), '+91 98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Now please sign in to your account')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('tara@example.in');
    expect(auth.signUps).toHaveLength(1);
  });

  it('shows the sign-up checks in the specification order', async () => {
    await renderAuth();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^Email/), 'tara@example.in');
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number must contain at least 10 digits');
  });

  it('signs in and moves on to the dashboard', async () => {
    await renderAuth();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'tara@example.in');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Moved to another page')).toBeInTheDocument();
  });

  it('sends an already signed-in student straight on', async () => {
    await renderAuth(new FakeAuth());
    await waitFor(() => expect(screen.getByText('Moved to another page')).toBeInTheDocument());
  });
});
