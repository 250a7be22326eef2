import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Subtitle1,
  Textarea,
  Title1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { Suspense, useRef, type FormEvent } from 'react';
import type { ContactSubmission } from '../../core/contact/contact.model';
import { CONTACT_MESSAGE_ROWS } from '../../core/contact/contact.validation';
import { AppLink } from '../common/app-link';
import { useProductSettings } from '../common/product-settings';
import { useService } from '../common/services';
import { SubmitButton } from '../common/submit-button';
import { TextField } from '../common/text-field';
import { useTypedBeforeHydration } from '../common/use-typed-before-hydration';
import { ContactViewModel } from './contact.view-model';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalXXL, padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
  hero: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalXL,
    gridTemplateColumns: '1fr',
    '@media (min-width: 900px)': { gridTemplateColumns: '1fr 1.4fr' },
  },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  thanks: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center', padding: tokens.spacingVerticalXL },
  thanksIcon: { fontSize: '48px', color: tokens.colorPaletteGreenForeground1 },
});

export default function ContactPage() {
  const styles = useStyles();
  const { supportEmail } = useProductSettings();
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <Title1 as="h1">Get in Touch</Title1>
        <Body1>Questions about CLAT preparation, your plan or a payment? Write to us and a person will answer.</Body1>
      </section>
      <div className={styles.columns}>
        <Card className={styles.card}>
          <Subtitle1 as="h2">Email support</Subtitle1>
          <Body1>
            <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          </Body1>
          <Body1>We reply within 24 hours on business days.</Body1>
          <Body1>
            New here? See <AppLink to="/how-it-works">how NyayaPath works</AppLink>.
          </Body1>
        </Card>
        <Card className={styles.card}>
          <Subtitle1 as="h2">Send us a message</Subtitle1>
          <Suspense fallback={<ContactFormPlaceholder />}>
            <ContactForm />
          </Suspense>
        </Card>
      </div>
    </div>
  );
}

/**
 * The form as it will look, disabled, while its service loads when the page is reached inside the
 * app: the card keeps its size. (The prerendered page carries the form itself.)
 */
function ContactFormPlaceholder() {
  const styles = useStyles();
  return (
    <form className={styles.form} aria-label="Contact form" aria-busy="true">
      <Field label="Name" required>
        <Input autoComplete="name" disabled />
      </Field>
      <Field label="Email" required>
        <Input type="email" autoComplete="email" disabled />
      </Field>
      <Field label="Message" required>
        <Textarea rows={CONTACT_MESSAGE_ROWS} resize="vertical" disabled />
      </Field>
      <Button type="submit" appearance="primary" disabled>
        Send Message
      </Button>
    </form>
  );
}

const ContactForm = observer(function ContactForm() {
  const styles = useStyles();
  const vm = useService<ContactViewModel>(ContactViewModel);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (name in vm.fields) vm.setField(name as keyof ContactSubmission, value);
  });

  if (vm.state === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <CheckmarkCircleRegular className={styles.thanksIcon} aria-hidden />
        <Subtitle1 as="p">Thank you!</Subtitle1>
        <Body1>Your message has reached us. We'll get back to you within 24 hours.</Body1>
      </div>
    );
  }

  const sending = vm.state === 'sending';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      {vm.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{vm.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <TextField label="Name" required name="name" autoComplete="name" value={vm.fields.name} onValue={(value) => vm.setField('name', value)} />
      <TextField label="Email" required name="email" type="email" autoComplete="email" value={vm.fields.email} onValue={(value) => vm.setField('email', value)} />
      <Field label="Message" required>
        <Textarea
          name="message"
          rows={CONTACT_MESSAGE_ROWS}
          resize="vertical"
          value={vm.fields.message}
          onChange={(_event, data) => vm.setField('message', data.value)}
        />
      </Field>
      <SubmitButton busy={sending} label="Send Message" busyLabel="Sending..." />
    </form>
  );
});
