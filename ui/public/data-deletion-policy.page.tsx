import { useSyncExternalStore } from 'react';
import { PolicyLayout, PolicyList, PolicySection, PolicyText, SupportEmailLink } from './policy-layout';
import { formatToday } from './today';

const DELETION_SUBJECT = 'Data Deletion Request';

const noChanges = () => () => undefined;

export default function DataDeletionPolicyPage() {
  // The page is prerendered at build time: the date is the reader's today (the server snapshot is
  // null, so the build's date never shows). The entry fills it in as the page loads, before the
  // page hydrates at the visitor's first act (see PolicyLayout).
  const today = useSyncExternalStore(noChanges, () => formatToday(), () => null);
  return (
    <PolicyLayout
      title="Data Deletion Policy"
      lastUpdated={today}
      intro="Your data belongs to you. If you no longer want NyayaPath to keep your information, you can ask us to delete it at any time. Here is how it works."
    >
      <PolicySection title="How to Request Deletion">
        <PolicyText>
          Send an e-mail to <SupportEmailLink subject={DELETION_SUBJECT} /> with the subject{' '}
          <strong>{DELETION_SUBJECT}</strong>. Write from the e-mail address you signed up with, and include your name
          so we can find your account quickly.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Identity Verification">
        <PolicyText>
          Deletion cannot be undone, so before we delete anything we check that the request really comes from the
          account holder. We may reply to your registered e-mail address and ask you to confirm a few details.
        </PolicyText>
      </PolicySection>

      <PolicySection title="What We Delete">
        <PolicyText>
          Once your identity is verified, we delete the following, except where the law requires us to keep something
          (see Exceptions below):
        </PolicyText>
        <PolicyList
          items={[
            'your personal information: name, e-mail address and phone number;',
            'your account data: sign-in details, profile and questionnaire answers;',
            'your usage history: diagnostic results, practice sets, uploaded questions, chats and usage counts;',
            'your payment details, such as your banking name and transaction digits.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Processing Time">
        <PolicyText>
          We complete the deletion within 30 days of verifying your identity, and we e-mail you when it is done.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Exceptions">
        <PolicyText>We may keep a limited part of your information, securely and only for as long as needed, for:</PolicyText>
        <PolicyList
          items={[
            'legal compliance, for example tax and accounting records of payments that Indian law requires us to keep;',
            'resolving disputes and enforcing our agreements, such as an open refund claim.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Contact Us">
        <PolicyText>
          Questions about deleting your data? Write to <SupportEmailLink />. We reply within 24 hours on business days.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
