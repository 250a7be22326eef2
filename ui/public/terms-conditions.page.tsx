import { AppLink } from '../common/app-link';
import { PolicyLayout, PolicyList, PolicySection, PolicyText, SupportEmailLink } from './policy-layout';

export default function TermsConditionsPage() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      lastUpdated="December 2024"
      intro="These terms govern your use of the NyayaPath website and its CLAT preparation tools. By creating an account or using NyayaPath, you agree to them. Please read them carefully; they are written to be understood."
    >
      <PolicySection title="Eligibility">
        <PolicyText>
          You may use NyayaPath if you are 16 years of age or older. If you are younger than 16, you may use it only
          with the consent of a parent or legal guardian, who accepts these terms on your behalf.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Our Services">
        <PolicyText>
          NyayaPath offers AI-assisted preparation for CLAT: a diagnostic test with a predicted rank and target law
          university, topic-wise practice questions, a doubt solver that works from a photo of a question, a Concept
          Explainer and personalised Study Advice. Some features are free and others need a paid plan.
        </PolicyText>
        <PolicyText>
          Answers and explanations are generated automatically. We work hard to keep them accurate, but they can
          occasionally be wrong, so check important points against your textbooks and official material. We may
          improve, change or retire features over time.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Your Account">
        <PolicyList
          items={[
            'Give accurate details when you sign up and keep them up to date.',
            'Keep your password to yourself. You are responsible for everything done through your account.',
            'An account is for one student. Do not share it or let others use your plan.',
            'Tell us at once if you think someone else has used your account.',
            'We may suspend or close an account that breaks these terms.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Payments">
        <PolicyText>
          Paid plans are priced in Indian rupees and paid in advance by UPI. A plan starts once we have verified your
          payment and lasts for the period shown when you bought it. We may change our prices from time to time; we
          will give notice before a new price applies, and it never affects a plan you have already paid for.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Refunds">
        <PolicyText>
          Refunds are handled under our <AppLink to="/refund-policy">Refund Policy</AppLink>, which forms part of these
          terms.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Intellectual Property">
        <PolicyText>
          The NyayaPath name, software, questions, explanations, study notes and design belong to NyayaPath or its
          licensors. You may use them for your own, non-commercial CLAT preparation. You may not copy, sell, publish or
          share them in bulk without our written permission.
        </PolicyText>
        <PolicyText>
          The photos and text you submit remain yours. You allow us to process them only to provide the service to you.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Prohibited Use">
        <PolicyText>When using NyayaPath, you must not:</PolicyText>
        <PolicyList
          items={[
            'resell, rent or share access to your account or plan;',
            'scrape the site, or generate content in bulk by automated means;',
            'try to break, probe or get around our security, usage limits or payment checks;',
            'upload content that is unlawful, abusive, or that infringes the rights of others;',
            'use NyayaPath to cheat in any examination or to impersonate anyone;',
            'use the service in any way that breaks Indian law.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Limitation of Liability">
        <PolicyText>
          NyayaPath is a preparation aid, provided as it is. Your results depend on many things we cannot control, so we
          do not guarantee any exam outcome, score, rank or admission; a predicted rank is an estimate, not a promise.
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability
          to you is limited to the amount you paid us for the plan in question.
        </PolicyText>
        <PolicyText>
          NyayaPath is independent and is not affiliated with the Consortium of National Law Universities or any law
          university.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Governing Law">
        <PolicyText>
          These terms are governed by the laws of India. Any dispute will be settled by the courts of competent
          jurisdiction in India.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Contact Us">
        <PolicyText>
          Questions about these terms? Write to <SupportEmailLink />. We reply within 24 hours on business days.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
