export type PlanKey = 'daily' | 'monthly';

export interface PlanOption {
  readonly key: PlanKey;
  readonly name: string;
  /** Rupees. */
  readonly price: number;
  readonly duration: string;
  readonly description: string;
  /** How long the plan lasts once approved, in milliseconds. */
  readonly validForMs: number;
  readonly features: readonly string[];
  /** Features listed on the card before the '+ n more' line. */
  readonly featuresShown: number;
  readonly highlight?: string;
  readonly badge?: string;
}

/** What the student sends for operator approval (spec §3, "Payment submission"). */
export interface PaymentSubmission {
  /** No input is offered for it, so it is sent empty (trimmed). */
  readonly transactionId: string;
  readonly bankingName: string;
  readonly last4: string;
  readonly amount: number;
  readonly paymentMethod: 'upi';
  readonly planType: PlanKey;
  readonly notes?: string;
}

export interface PaymentDetailsInput {
  readonly plan: PlanKey;
  readonly bankingName: string;
  readonly last4: string;
  readonly notes: string;
}

export interface ServerReply {
  readonly success: boolean;
  readonly message: string;
}

/** How the wait for the operator ended; 'session_ended' when a 401 signed the student out meanwhile. */
export type ApprovalOutcome = 'approved' | 'under_review' | 'poll_failed' | 'session_ended';
