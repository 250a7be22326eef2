/**
 * The token the payment dialog's view model is bound to. The main dashboard asks for the view
 * model by it, so its first load carries no payment rules: they come with the composition root.
 */
export const PAYMENT_DIALOG = Symbol('PaymentDialogViewModel');
