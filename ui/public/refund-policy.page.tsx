import { PolicyLayout, PolicyList, PolicySection, PolicyText, SupportEmailLink } from './policy-layout';

export default function RefundPolicyPage() {
  return (
    <PolicyLayout
      title="Refund Policy"
      intro="Our plans are priced low so that every CLAT aspirant can try them, and access starts as soon as a payment is verified. This page explains when a refund is possible and how to ask for one."
    >
      <PolicySection title="Subscriptions Are Non-Refundable">
        <PolicyText>
          Once a plan, whether the 24-hour pass or monthly access, has been activated on your account, it cannot be
          refunded, even if you do not use all of it.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Digital Content">
        <PolicyText>
          Practice sets, explanations, study advice and other digital material are delivered instantly. Once you have
          accessed them they cannot be returned, so they are not refundable.
        </PolicyText>
      </PolicySection>

      <PolicySection title="When We Do Refund">
        <PolicyText>We will refund you in full when:</PolicyText>
        <PolicyList
          items={[
            'you were charged twice for the same plan because of a technical error (a duplicate payment);',
            'a transaction failed or the money was debited, but your plan was never activated;',
            'a service you paid for was not delivered because of an error on our side.',
          ]}
        />
      </PolicySection>

      <PolicySection title="How to Request a Refund">
        <PolicyText>
          E-mail us at <SupportEmailLink subject="Refund Request" /> from the address you signed up with, and include:
        </PolicyText>
        <PolicyList
          items={[
            'the plan you paid for, the amount and the date of payment;',
            'the name on your bank account and the UPI transaction ID (or at least its last four digits);',
            'a screenshot of the payment, if you have one, and a short note on what went wrong.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Refund Processing Time">
        <PolicyText>
          Once we approve a refund, it is processed within 7-10 business days to the account you paid from. Your bank
          may take a little longer to show it.
        </PolicyText>
      </PolicySection>

      <PolicySection title="No Refund for Change of Mind">
        <PolicyText>
          We cannot offer refunds if you simply change your mind after buying a plan. If you are unsure, start with the
          free features or the 24-hour pass before choosing monthly access.
        </PolicyText>
      </PolicySection>

      <PolicySection title="Response Time">
        <PolicyText>
          We reply to every refund request within 24 hours on business days, and tell you whether it has been approved
          or what else we need.
        </PolicyText>
      </PolicySection>
    </PolicyLayout>
  );
}
