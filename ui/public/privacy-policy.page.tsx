import { AppLink } from '../common/app-link';
import { PolicyLayout, PolicyList, PolicySection, PolicySubsection, PolicyText, SupportEmailLink } from './policy-layout';

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      lastUpdated="December 2024"
      intro="NyayaPath helps students prepare for CLAT. To do that we need some information about you and how you practise. This policy explains what we collect, why we collect it, how we look after it and the choices you have."
    >
      <PolicySection title="Information We Collect">
        <PolicySubsection title="Personal information">
          <PolicyText>When you sign up or contact us, you give us:</PolicyText>
          <PolicyList
            items={[
              'your e-mail address, phone number and password (we store only a protected form of the password, never the password itself);',
              'your name and the answers you give in the first-login questionnaire, such as the sections where you lose marks and your dream law university;',
              'for a paid plan, the name on your bank account and the last four digits of your UPI transaction ID. We never ask for your UPI PIN, card number or bank password;',
              'anything you write to us through the contact form or by e-mail.',
            ]}
          />
        </PolicySubsection>
        <PolicySubsection title="Usage information">
          <PolicyText>While you use NyayaPath, we record:</PolicyText>
          <PolicyList
            items={[
              'your diagnostic answers, scores, predicted rank and predicted law university;',
              'the practice sets you generate and how you answer them;',
              'the question photos you upload to the doubt solver, and your messages to the Concept Explainer and Study Advice;',
              'how many times you have used each AI tool, so that plan limits work fairly;',
              'basic technical details such as your browser type and the pages you visit, which help us fix problems.',
            ]}
          />
        </PolicySubsection>
        <PolicySubsection title="Cookies and browser storage">
          <PolicyText>
            We keep your sign-in session, usage counts and unfinished work in your browser&apos;s storage, so you stay
            signed in and can pick up where you left off. We do not use advertising cookies or sell access to your
            browsing. If you clear your browser storage you will simply be signed out.
          </PolicyText>
        </PolicySubsection>
      </PolicySection>

      <PolicySection title="How We Use Your Information">
        <PolicyText>We use your information only to run and improve NyayaPath:</PolicyText>
        <PolicyList
          items={[
            'to create your account, keep it secure and sign you in;',
            'to generate practice questions, solve your doubts, predict your rank and tailor study advice to your weak areas;',
            'to verify payments and switch on the plan you bought;',
            'to answer your messages and send you important notices about your account or plan;',
            'to understand, in aggregate, which features help students most and where the product falls short;',
            'to tell you about new features or offers, only if you have not opted out.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Data Security">
        <PolicyText>
          Your data travels over encrypted (HTTPS) connections. Passwords are stored only in a protected, hashed form,
          and access to student data inside our team is limited to the people who need it to support you. No system is
          perfectly secure, so if you notice anything suspicious on your account, write to us straight away.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Data Sharing">
        <PolicyText>We do not sell, rent or trade your personal information to anyone. We share it only with:</PolicyText>
        <PolicyList
          items={[
            'service providers who help us run NyayaPath, such as hosting, database, sign-in and payment verification services. They may use your data only to provide their service to us;',
            'legal authorities, when the law, a court order or a government request requires it, or when it is needed to protect the safety of our users.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Data Retention">
        <PolicyText>
          We keep your account data for as long as your account is active, so that your progress and history are there
          when you return. When you ask us to delete your account, we follow our{' '}
          <AppLink to="/data-deletion-policy">Data Deletion Policy</AppLink>. Some records, such as payment records, are
          kept for as long as Indian law requires.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Your Rights">
        <PolicyText>You stay in control of your information. You can ask us to:</PolicyText>
        <PolicyList
          items={[
            'give you a copy of the personal information we hold about you;',
            'correct anything that is wrong, or delete your information altogether;',
            'stop sending you marketing messages. You can opt out at any time, and we will still send essential account notices.',
          ]}
        />
        <PolicyText>
          To use any of these rights, e-mail us at <SupportEmailLink />.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Contact Us">
        <PolicyText>
          Questions about this policy or your data? Write to <SupportEmailLink />. We reply within 24 hours on business
          days.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
