import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../common/services';
import { SubmitButton } from '../common/submit-button';
import { TextField } from '../common/text-field';
import { useTypedBeforeHydration } from '../common/use-typed-before-hydration';
import { useSession } from '../session/use-session';
import { AuthViewModel, type AuthTab, type SignInFields, type SignUpFields } from './auth.view-model';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}` },
  card: { width: '100%', maxWidth: '440px', padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * The card and its Sign In form arrive prerendered, and can be typed into before the code has
 * loaded (see useTypedBeforeHydration). When the page is reached inside the app instead, the form
 * waits for the account service and until then shows itself as it will look, disabled.
 */
export default function AuthPage() {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <Card className={styles.card}>
        <Suspense fallback={<SignInPlaceholder />}>
          <AuthForms />
        </Suspense>
      </Card>
    </section>
  );
}

function SignInPlaceholder() {
  const styles = useStyles();
  return (
    <>
      <Title2 as="h1">Welcome back</Title2>
      <TabList selectedValue="signin" disabled>
        <Tab value="signin">Sign In</Tab>
        <Tab value="signup">Sign Up</Tab>
      </TabList>
      <form className={styles.form} aria-label="Sign in" aria-busy="true">
        <Field label="Email">
          <Input type="email" autoComplete="email" disabled />
        </Field>
        <Field label="Password">
          <Input type="password" autoComplete="current-password" disabled />
        </Field>
        <Button type="submit" appearance="primary" disabled>
          Sign In
        </Button>
      </form>
    </>
  );
}

const AuthForms = observer(function AuthForms() {
  const styles = useStyles();
  const navigate = useNavigate();
  const session = useSession();
  const vm = useService<AuthViewModel>(AuthViewModel);
  // The page is prerendered on the Sign In tab: that is the form a student may type into early.
  const signInForm = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(signInForm, (name, value) => {
    if (name in vm.signInFields) vm.setSignInField(name as keyof SignInFields, value);
  });

  // An already signed-in student has nothing to do here.
  useEffect(() => {
    if (session.signedIn) navigate('/dashboard', { replace: true });
  }, [session.signedIn, navigate]);

  const onSignIn = async (event: FormEvent) => {
    event.preventDefault();
    if (await vm.signIn()) {
      await session.refresh();
      navigate('/dashboard');
    }
  };

  const onSignUp = async (event: FormEvent) => {
    event.preventDefault();
    await vm.signUp();
  };

  // A field's name, value and setter all come from its one key in the view model.
  const signInField = (name: keyof SignInFields) => ({ name, value: vm.signInFields[name], onValue: (value: string) => vm.setSignInField(name, value) });
  const signUpField = (name: keyof SignUpFields) => ({ name, value: vm.signUpFields[name], onValue: (value: string) => vm.setSignUpField(name, value) });

  return (
    <>
      <Title2 as="h1">{vm.tab === 'signin' ? 'Welcome back' : 'Create your account'}</Title2>
      <TabList selectedValue={vm.tab} onTabSelect={(_event, data) => vm.selectTab(data.value as AuthTab)}>
        <Tab value="signin">Sign In</Tab>
        <Tab value="signup">Sign Up</Tab>
      </TabList>
      {vm.info && vm.tab === 'signin' ? (
        <MessageBar intent="success">
          <MessageBarBody>{vm.info}</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {vm.tab === 'signin' ? (
        <form ref={signInForm} className={styles.form} onSubmit={onSignIn} noValidate aria-label="Sign in">
          <TextField label="Email" type="email" autoComplete="email" {...signInField('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            // After sign-up the e-mail is filled in: the password is what is left to type.
            autoFocus={vm.info !== null}
            {...signInField('password')}
          />
          <SubmitButton busy={vm.loading} label="Sign In" busyLabel="Signing in..." />
        </form>
      ) : (
        <form className={styles.form} onSubmit={onSignUp} noValidate aria-label="Sign up">
          <TextField label="Email" required type="email" autoComplete="email" {...signUpField('email')} />
          <TextField label="Phone number" required hint="At least 10 digits" type="tel" autoComplete="tel" inputMode="tel" {...signUpField('phoneNumber')} />
          <TextField label="Password" required hint="At least 6 characters" type="password" autoComplete="new-password" {...signUpField('password')} />
          <TextField label="Confirm password" required type="password" autoComplete="new-password" {...signUpField('confirmPassword')} />
          <SubmitButton busy={vm.loading} label="Sign Up" busyLabel="Creating account..." />
        </form>
      )}
    </>
  );
});
